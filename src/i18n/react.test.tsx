import { act, render, screen } from '@testing-library/react';
import { addBundle } from './core';
import { initI18n } from './index';
import { useTranslation } from './react';

function Label() {
  const { t } = useTranslation();
  return <p>{t('later_section_for_test.title')}</p>;
}

describe('useTranslation', () => {
  it('re-renders when strings of the language in use arrive after the first render', async () => {
    await initI18n('en');
    render(<Label />);
    expect(screen.getByText('later_section_for_test.title')).toBeInTheDocument();
    act(() => addBundle('en', { later_section_for_test: { title: 'Arrived later' } }));
    expect(screen.getByText('Arrived later')).toBeInTheDocument();
  });
});
