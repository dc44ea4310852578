import type { FederationPolicy } from '../../entities/instance';
import { keywordEntries, quarantineRows, simpleRows } from './federationRows';

const policy: FederationPolicy = {
  enabled: true,
  mrf_policies: ['SimplePolicy', 'KeywordPolicy'],
  quarantined_instances: ['q.example'],
  quarantined_instances_info: { quarantined_instances: { 'q.example': { reason: 'spam' } } } as unknown as Record<string, string>,
  mrf_simple: { reject: ['bad.example', 'worse.example'], accept: [] },
  mrf_simple_info: { reject: { 'bad.example': { reason: 'harassment' } } },
  mrf_keyword: { reject: ['foo'], replace: [{ pattern: 'cat', replacement: 'dog' }] },
};

describe('federation rows', () => {
  it('pairs simple-policy instances with their reasons', () => {
    expect(simpleRows(policy, 'reject')).toEqual([
      { instance: 'bad.example', reason: 'harassment' },
      { instance: 'worse.example', reason: '' },
    ]);
    expect(simpleRows(policy, 'media_removal')).toEqual([]);
  });

  it('reads quarantine reasons nested or flat', () => {
    expect(quarantineRows(policy)).toEqual([{ instance: 'q.example', reason: 'spam' }]);
    expect(quarantineRows({ ...policy, quarantined_instances_info: { 'q.example': 'flat reason' } })).toEqual([
      { instance: 'q.example', reason: 'flat reason' },
    ]);
  });

  it('shows keyword patterns and replacements', () => {
    expect(keywordEntries(policy, 'reject')).toEqual(['foo']);
    expect(keywordEntries(policy, 'replace')).toEqual(['cat → dog']);
    expect(keywordEntries(policy, 'federated_timeline_removal')).toEqual([]);
  });
});
