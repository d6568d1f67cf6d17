import { describe, expect, it } from 'vitest';
import { mergeTranslations } from '../../../src/i18n/mergeTranslations.js';

describe('i18n/mergeTranslations', () => {
  const existing = { 'b.kept': { message: 'Gardé', description: 'Old' }, 'z.unused': { message: 'Inutilisé' } };
  const found = { 'b.kept': { message: 'Kept', description: 'New' }, 'a.new': { message: 'New' } };

  it('keeps translated messages, adds new ids, keeps unknown ones, and sorts by id', () => {
    const merged = mergeTranslations(existing, found, false);
    expect(merged).toEqual({ 'a.new': { message: 'New' }, 'b.kept': { message: 'Gardé', description: 'New' }, 'z.unused': { message: 'Inutilisé' } });
    expect(Object.keys(merged)).toEqual(['a.new', 'b.kept', 'z.unused']);
  });

  it('replaces translated messages by the default ones with override', () => {
    expect(mergeTranslations(existing, found, true)['b.kept']).toEqual({ message: 'Kept', description: 'New' });
  });
});
