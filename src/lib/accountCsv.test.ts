import { accountAddress, accountsCsv, importedList } from './accountCsv';

describe('account CSV files', () => {
  it("writes Mastodon's following export, with its header", () => {
    const csv = accountsCsv('following', [{ address: 'bob@local.example', showBoosts: false, notify: true }, { address: 'dave@remote.example' }]);
    expect(csv).toBe('Account address,Show boosts,Notify on new posts,Languages\nbob@local.example,false,true,\ndave@remote.example,true,false,\n');
  });

  it("writes Mastodon's mute export (header) and block export (no header)", () => {
    expect(accountsCsv('mutes', [{ address: 'a@x.example', hideNotifications: false }])).toBe('Account address,Hide notifications\na@x.example,false\n');
    expect(accountsCsv('blocks', [{ address: 'a@x.example' }, { address: 'b@y.example' }])).toBe('a@x.example\nb@y.example\n');
    expect(accountsCsv('blocks', [])).toBe('');
  });

  it('gives local accounts the local domain', () => {
    expect(accountAddress('alice', 'local.example')).toBe('alice@local.example');
    expect(accountAddress('@dave@remote.example', 'local.example')).toBe('dave@remote.example');
  });

  it('reads an export back as the plain list every server reads', () => {
    expect(importedList('Account address,Hide notifications\r\na@x.example,true\r\n\r\n"b@y.example",false\n')).toBe('a@x.example\nb@y.example');
    expect(importedList(accountsCsv('following', [{ address: 'bob@local.example' }]))).toBe('bob@local.example');
    // A plain list keeps its words: Pleroma splits mute and block lists on any whitespace.
    expect(importedList('gina@social.example moderator\n@alice\n')).toBe('gina@social.example moderator\n@alice');
  });
});
