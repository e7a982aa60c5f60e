/** Regular expressions of spec §5, shared by the API and the forms. */

/** Spec: an email "must contain three consecutive letters"; we also require the usual a@b.c shape. */
export const threeConsecutiveLetters = /[A-Za-z]{3}/;
export const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** At least 8 characters with a lowercase letter, a digit and one of #?!@$%^&*- (spec §5). */
export const strongPassword = /^(?=.*?[a-z])(?=.*?[0-9])(?=.*?[#?!@$%^&*-]).{8,}$/;
