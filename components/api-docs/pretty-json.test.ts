import { describe, expect, it } from 'vitest';
import { prettyJson } from './pretty-json';

describe('prettyJson', () => {
  it('indents without touching big integers or string contents', () => {
    const text = '{"a":[1,9223372036854775807],"b":{"c":"x,{}:\\"y"},"d":[],"e":{}}';
    expect(prettyJson(text)).toBe(
      '{\n  "a": [\n    1,\n    9223372036854775807\n  ],\n  "b": {\n    "c": "x,{}:\\"y"\n  },\n  "d": [],\n  "e": {}\n}',
    );
  });

  it('leaves invalid JSON as it is', () => {
    expect(prettyJson('{"a":')).toBe('{"a":');
  });
});
