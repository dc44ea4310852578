import { useTranslation } from '../../i18n/react';
import { FeaturesPanel } from '../features-panel/FeaturesPanel';
import { InstanceSpecificPanel } from '../instance-panel/InstanceSpecificPanel';
import { FederationPolicyPanel } from './FederationPolicyPanel';
import { StaffPanel } from './StaffPanel';
import { TermsOfServicePanel } from './TermsOfServicePanel';
import { VersionPanel } from './VersionPanel';
import './About.css';

/** /about: instance panel, staff, terms, federation policy, features, versions. */
export default function AboutPage() {
  const { t } = useTranslation();
  return (
    <div className="about-page">
      <h1 className="visually-hidden">{t('about.title')}</h1>
      <InstanceSpecificPanel />
      <StaffPanel />
      <TermsOfServicePanel />
      <FederationPolicyPanel />
      <FeaturesPanel />
      <VersionPanel />
    </div>
  );
}
