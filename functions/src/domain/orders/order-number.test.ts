import { describe, expect, it } from 'vitest';
import {
  legacyOrderNumber,
  newOrderNumber,
  ORDER_NUMBER_ALPHABET,
  ORDER_NUMBER_PATTERN,
} from './order-number';

describe('order numbers a person can read and say', () => {
  it("are 'PA-' and five characters, none of 0, O, 1, I, L, U or V", () => {
    expect(ORDER_NUMBER_ALPHABET).not.toMatch(/[01OILUV]/);
    let i = 0;
    const number = newOrderNumber((n) => i++ % n);
    expect(number).toBe('PA-23456');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('reach every character of the alphabet', () => {
    const last = newOrderNumber((n) => n - 1);
    expect(last).toBe('PA-ZZZZZ');
    expect(last).toMatch(ORDER_NUMBER_PATTERN);
  });

  it('give orders placed before numbers existed a readable one, the same each time', () => {
    const number = legacyOrderNumber('01JD2K3M4N5P6Q7R8S9T0V1W2X');
    expect(number).toMatch(ORDER_NUMBER_PATTERN);
    expect(legacyOrderNumber('01JD2K3M4N5P6Q7R8S9T0V1W2X')).toBe(number);
  });
});
