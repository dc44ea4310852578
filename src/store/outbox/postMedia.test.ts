import { describe, expect, it } from 'vitest';
import { descriptionWrites, mediaOf } from './postMedia';

describe('a waiting post\'s media descriptions', () => {
  it('are its media in order, with the descriptions kept with it (blank where none was)', () => {
    const json = { status: 'x', media_ids: ['m1', 'm2'] };
    expect(mediaOf(json, { media: [{ id: 'm2', description: 'a dog' }] })).toEqual([{ id: 'm1', description: '' }, { id: 'm2', description: 'a dog' }]);
    expect(mediaOf(json, undefined)).toEqual([{ id: 'm1', description: '' }, { id: 'm2', description: '' }]);
    expect(mediaOf({ status: 'x' }, undefined)).toEqual([]);
  });

  it('become a PUT of each changed one', () => {
    const was = [{ id: 'm1', description: '' }, { id: 'm 2', description: 'a dog' }];
    const now = [{ id: 'm1', description: 'a cat' }, { id: 'm 2', description: 'a dog' }];
    expect(descriptionWrites(was, now)).toEqual([{ method: 'PUT', path: '/api/v1/media/m1', headers: {}, json: { description: 'a cat' } }]);
    expect(descriptionWrites(was, [was[0], { id: 'm 2', description: '' }])).toEqual([
      { method: 'PUT', path: '/api/v1/media/m%202', headers: {}, json: { description: '' } },
    ]);
  });
});
