// Nodeinfo 2.0/2.1 (+ Pleroma metadata) → instance settings.
import type { InstanceSettings } from './instance';
import { bool, isObj, obj, str, strings } from './coerce';
import {
  applyFeatures, fieldsLimitsFrom, normalizeFederationPolicy, pollLimitsFrom, positive,
} from './instanceFeatures';

function lastPathSegment(u: string): string {
  const path = u.split(/[?#]/)[0].replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

export function applyNodeinfo(s: InstanceSettings, nodeinfo: unknown): InstanceSettings {
  if (!isObj(nodeinfo)) return s;
  const software = obj(nodeinfo.software);
  const meta = obj(nodeinfo.metadata);
  const softwareName = str(software.name);
  const federation = normalizeFederationPolicy(meta.federation);
  const suggestions = obj(meta.suggestions);
  const uploads = obj(meta.uploadLimits);
  const next = applyFeatures(s, strings(meta.features), softwareName);
  return {
    ...next,
    name: str(meta.nodeName) || s.name,
    softwareName: softwareName || s.softwareName,
    backendVersion: str(software.version) || s.backendVersion,
    registrationOpen: bool(nodeinfo.openRegistrations, s.registrationOpen),
    private: bool(meta.private),
    federating: federation ? federation.enabled : true,
    federationPolicy: federation,
    tagPolicyAvailable: federation ? federation.mrf_policies.includes('TagPolicy') : false,
    suggestionsEnabled: bool(suggestions.enabled),
    suggestionsWeb: str(suggestions.web),
    staffAccounts: strings(meta.staffAccounts).map(lastPathSegment).filter(Boolean),
    restrictedNicknames: strings(meta.restrictedNicknames),
    postFormats: strings(meta.postFormats),
    pollLimits: pollLimitsFrom(meta.pollLimits, s.pollLimits),
    fieldsLimits: fieldsLimitsFrom(meta.fieldsLimits, s.fieldsLimits),
    uploadlimit: positive(uploads.general, s.uploadlimit),
    avatarlimit: positive(uploads.avatar, s.avatarlimit),
    backgroundlimit: positive(uploads.background, s.backgroundlimit),
    bannerlimit: positive(uploads.banner, s.bannerlimit),
    mailerEnabled: bool(meta.mailerEnabled),
    accountActivationRequired: bool(meta.accountActivationRequired),
    accountApprovalRequired: bool(meta.accountApprovalRequired, s.accountApprovalRequired),
    // Nodeinfo never lists peers; the known-domain list is loaded separately.
    knownDomains: s.knownDomains,
  };
}
