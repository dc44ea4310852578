import { inChunks } from './normalizePage';

describe('inChunks', () => {
  it('hands a page over a few items at a time, each after the browser had a turn', async () => {
    const order: string[] = [];
    const done = inChunks(Array.from({ length: 12 }, (_, i) => i), (chunk) => order.push(chunk.join(',')));
    // The first chunk runs at once; the rest wait for a task of their own.
    expect(order).toEqual(['0,1,2,3,4']);
    await done;
    expect(order).toEqual(['0,1,2,3,4', '5,6,7,8,9', '10,11']);
  });
});
