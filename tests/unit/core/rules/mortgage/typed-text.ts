import fc from 'fast-check';

/**
 * What a visitor may type into an amount field: anything at all, and above all the near misses
 * (digits with $ , % . - + e, spaces, Infinity, huge and tiny numbers).
 */
export const typedText: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.stringMatching(/^[-+$ ,.%0-9e]{0,14}$/),
  fc.double().map(String),
  fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String),
  fc.integer({ min: 300, max: 400 }).map((digits) => '9'.repeat(digits)), // beyond what a double holds
  fc.constantFrom(
    '',
    'abc',
    '-5',
    '1e400',
    'Infinity',
    '-Infinity',
    'NaN',
    '99999999999999999999',
    '0',
    '.',
    '1..2',
    '0.0000000001',
    '$',
    '%',
    '100000000',
  ),
);
