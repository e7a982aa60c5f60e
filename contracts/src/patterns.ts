/** Regular expressions of docs/product.md#5-validation, shared by the API and the forms. */

/** An email must contain three consecutive letters (docs/product.md#5-validation) and have the usual a@b.c shape. */
export const threeConsecutiveLetters = /[A-Za-z]{3}/;
export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 characters with a lowercase letter, a digit and one of #?!@$%^&*- (docs/product.md#5-validation). */
export const strongPassword = /^(?=.*?[a-z])(?=.*?[0-9])(?=.*?[#?!@$%^&*-]).{8,}$/;

/** Optional +, 3 digits, 3 digits, 4–6 digits; optional brackets, dash, space or dot separators. */
export const phoneNumber = /^[+]?[(]?[0-9]{3}[)]?[-\s.]?[0-9]{3}[-\s.]?[0-9]{4,6}$/;
