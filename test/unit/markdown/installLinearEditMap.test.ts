import { EditMap } from 'micromark-util-edit-map';
import { describe, expect, it } from 'vitest';
import { installLinearEditMap } from '../../../src/markdown/installLinearEditMap.js';

type Events = Parameters<EditMap['consume']>[0];

describe('markdown/installLinearEditMap', () => {
  it('applies removals and insertions in place, merged edits included', () => {
    installLinearEditMap();
    const events = [...'abcdefgh'];
    const map = new EditMap();
    map.add(6, 1, ['X'] as never);
    map.add(2, 2, ['Y', 'Z'] as never);
    map.addBefore(6, 0, ['W'] as never);
    map.add(8, 0, ['end'] as never);
    map.consume(events as unknown as Events);
    expect(events).toEqual(['a', 'b', 'Y', 'Z', 'e', 'f', 'W', 'X', 'h', 'end']);
    // The map is empty again, ready for the next batch.
    map.consume(events as unknown as Events);
    expect(events).toHaveLength(10);
  });
});
