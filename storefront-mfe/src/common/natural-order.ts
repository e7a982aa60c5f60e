const zero = 48;
const isDigit = (code: number) => code >= zero && code <= zero + 9;
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || code === 160;
const isLetter = (code: number) => (code >= 97 && code <= 122) || code >= 128;

/** Spaces, then punctuation and symbols, then digits, then letters: the order of Intl.Collator's root locale. */
const characterClass = (code: number) => (isSpace(code) ? 0 : isDigit(code) ? 2 : isLetter(code) ? 3 : 1);

/** Where the run of digits starting at `start` ends. */
function digitRunEnd(text: string, start: number): number {
  let end = start;
  while (end < text.length && isDigit(text.charCodeAt(end))) end++;
  return end;
}

/** Two runs of digits by value ('9' before '13', '09' equal to '9'), however long. */
function compareDigitRuns(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number) {
  while (aStart < aEnd - 1 && a.charCodeAt(aStart) === zero) aStart++;
  while (bStart < bEnd - 1 && b.charCodeAt(bStart) === zero) bStart++;
  const byLength = aEnd - aStart - (bEnd - bStart);
  if (byLength) return Math.sign(byLength);
  for (; aStart < aEnd; aStart++, bStart++) {
    const byDigit = a.charCodeAt(aStart) - b.charCodeAt(bStart);
    if (byDigit) return Math.sign(byDigit);
  }
  return 0;
}

/**
 * Natural order of names, 'iPhone 9' before 'iPhone 13': runs of digits by value, letters without case.
 * Written out rather than `Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })`, whose first
 * use loads ICU's collation data inside the home page's start-up (a long task on a slow phone).
 * It agrees with that collator on names of letters, digits and spaces (natural-order.spec.ts); other
 * characters compare by code point among themselves.
 */
export function compareNatural(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(j);
    if (isDigit(cx) && isDigit(cy)) {
      const xEnd = digitRunEnd(x, i);
      const yEnd = digitRunEnd(y, j);
      const byValue = compareDigitRuns(x, i, xEnd, y, j, yEnd);
      if (byValue) return byValue;
      i = xEnd;
      j = yEnd;
      continue;
    }
    const byCharacter = characterClass(cx) - characterClass(cy) || cx - cy;
    if (byCharacter) return Math.sign(byCharacter);
    i++;
    j++;
  }
  // One is a prefix of the other: the shorter first.
  return Math.sign(x.length - i - (y.length - j));
}
