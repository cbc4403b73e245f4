// The fields of a journal entry's details, which are read back from disk: each one is checked, never assumed.

import { isCalendarDate, isMonth } from '../core/calendar.ts';

/** The value's fields when it is an object (an array too), else undefined (null, a string, a number…). */
export function fieldsOf(value: unknown): Readonly<Record<string, unknown>> | undefined {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
}

/** An id: a non-empty string. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** A month written YYYY-MM-01. */
export function isMonthText(value: unknown): value is string {
  return typeof value === 'string' && isMonth(value);
}

/** An amount in milliunits: a whole number held exactly. */
export function isMilliunits(value: unknown): value is number {
  return Number.isSafeInteger(value);
}

/** A calendar date written YYYY-MM-DD. */
export function isDateText(value: unknown): value is string {
  return typeof value === 'string' && isCalendarDate(value);
}
