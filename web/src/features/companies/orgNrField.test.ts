import { describe, expect, it } from 'vitest';
import { withOrgNrHyphen } from './orgNrField.js';

describe('withOrgNrHyphen', () => {
  it('puts the hyphen in after the sixth digit as digits are typed or pasted', () => {
    expect(withOrgNrHyphen('556812')).toBe('556812');
    expect(withOrgNrHyphen('5568123')).toBe('556812-3');
    expect(withOrgNrHyphen('5568123458')).toBe('556812-3458');
  });
  it('leaves a hyphen typed by hand, other lengths and other characters alone', () => {
    expect(withOrgNrHyphen('556812-3458')).toBe('556812-3458');
    expect(withOrgNrHyphen('556812-')).toBe('556812-');
    expect(withOrgNrHyphen('55681234589')).toBe('55681234589');
    expect(withOrgNrHyphen('GB123456')).toBe('GB123456');
  });
});
