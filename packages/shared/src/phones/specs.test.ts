import { describe, expect, it } from 'vitest';

import { compactSpecs, isShownSpecValue, mergeSpecs, parseSpecsJson, shownSpecs } from './specs.ts';

describe('listing specs', () => {
  it('a JSON text is parsed and an object passed through', () => {
    expect(parseSpecsJson('{"ram":"4GB"}')).toEqual({ ram: '4GB' });
    const specs = { ram: '4GB' };
    expect(parseSpecsJson(specs)).toBe(specs);
  });

  it('blank text is no specs and broken JSON is left for the schema to report', () => {
    expect(parseSpecsJson('  ')).toBeUndefined();
    expect(parseSpecsJson('{ram')).toBe('{ram');
  });

  it('blank values are dropped and the spec order kept', () => {
    expect(Object.keys(compactSpecs({ os: 'iOS', ram: ' ', processor: 'A15' }))).toEqual(['processor', 'os']);
  });

  it('an edit keeps the specs it does not send and clears the ones sent blank', () => {
    const stored = { ram: '4GB', batteryHealth: '91%', color: 'Blue', os: 'iOS 16' };
    expect(mergeSpecs(stored, { ram: '6GB', os: '' })).toEqual({ ram: '6GB', batteryHealth: '91%', color: 'Blue' });
  });

  it('an edit without specs keeps them all', () => {
    expect(mergeSpecs({ ram: '4GB' }, undefined)).toEqual({ ram: '4GB' });
  });
});

describe('specs on the detail page', () => {
  it("empty and 'Not specified' values are hidden", () => {
    expect(
      shownSpecs({ ram: '4GB', storage: '', camera: 'Not specified', os: ' not specified ', color: ' Blue ' }),
    ).toEqual([
      ['ram', '4GB'],
      ['color', 'Blue'],
    ]);
  });

  it('a listing without specs shows none', () => {
    expect(shownSpecs(undefined)).toEqual([]);
    expect(isShownSpecValue(null)).toBe(false);
  });
});
