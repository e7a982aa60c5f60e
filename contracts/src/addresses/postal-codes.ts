/**
 * Postal code formats of the countries the shop most likely ships to. The patterns are those of
 * Google's address metadata (libaddressinput, the data behind Chrome's and Android's address forms,
 * `zip` field), written here for the countries listed, upper-case and with the spaces the post prints;
 * a code is compared after trimming and upper-casing. A country not listed takes any code of 2 to 10
 * letters, digits, spaces or dashes: we do not know its format, so we do not guess.
 */
export const postalCodeFormats: Readonly<Record<string, { pattern: RegExp; example: string }>> = {
  US: { pattern: /^\d{5}(?:[ -]\d{4})?$/, example: '94043' },
  CA: { pattern: /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/, example: 'H3Z 2Y7' },
  GB: {
    pattern:
      /^(?:GIR ?0AA|(?:(?:AB|AL|B|BA|BB|BD|BF|BH|BL|BN|BR|BS|BT|BX|CA|CB|CF|CH|CM|CO|CR|CT|CV|CW|DA|DD|DE|DG|DH|DL|DN|DT|DY|E|EC|EH|EN|EX|FK|FY|G|GL|GY|GU|HA|HD|HG|HP|HS|HU|HX|IG|IM|IP|IV|JE|KA|KT|KW|KY|L|LA|LD|LE|LL|LN|LS|LU|M|ME|MK|ML|N|NE|NG|NN|NP|NR|NW|OL|OX|PA|PE|PH|PL|PO|PR|RG|RH|RM|S|SA|SE|SG|SK|SL|SM|SN|SO|SP|SR|SS|ST|SW|SY|TA|TD|TF|TN|TQ|TR|TS|TW|UB|W|WA|WC|WD|WF|WN|WR|WS|WV|YO|ZE)(?:\d[\dA-Z]? ?\d[ABD-HJLN-UW-Z]{2}))|BFPO ?\d{1,4})$/,
    example: 'EC1Y 8SY',
  },
  IE: { pattern: /^[\dA-Z]{3}(?: [\dA-Z]{4})?$/, example: 'A65 F4E2' },
  DE: { pattern: /^\d{5}$/, example: '26133' },
  FR: { pattern: /^\d{2} ?\d{3}$/, example: '33380' },
  NL: { pattern: /^\d{4} ?[A-Z]{2}$/, example: '1234 AB' },
  BE: { pattern: /^\d{4}$/, example: '4000' },
  LU: { pattern: /^\d{4}$/, example: '4750' },
  AT: { pattern: /^\d{4}$/, example: '1010' },
  CH: { pattern: /^\d{4}$/, example: '2544' },
  IT: { pattern: /^\d{5}$/, example: '00144' },
  ES: { pattern: /^\d{5}$/, example: '28039' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '2725-079' },
  DK: { pattern: /^\d{4}$/, example: '8660' },
  SE: { pattern: /^\d{3} ?\d{2}$/, example: '11455' },
  NO: { pattern: /^\d{4}$/, example: '0025' },
  FI: { pattern: /^\d{5}$/, example: '00550' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  CZ: { pattern: /^\d{3} ?\d{2}$/, example: '100 00' },
  AU: { pattern: /^\d{4}$/, example: '2060' },
  NZ: { pattern: /^\d{4}$/, example: '6001' },
  JP: { pattern: /^\d{3}-?\d{4}$/, example: '154-0023' },
  IN: { pattern: /^\d{6}$/, example: '110034' },
  BD: { pattern: /^\d{4}$/, example: '1340' },
  SG: { pattern: /^\d{6}$/, example: '546080' },
  BR: { pattern: /^\d{5}-?\d{3}$/, example: '40301-110' },
  MX: { pattern: /^\d{5}$/, example: '02860' },
};

/** Countries whose post uses no postal codes: the field may stay empty there. */
export const countriesWithoutPostalCodes: ReadonlySet<string> = new Set([
  'AE',
  'AG',
  'AO',
  'BS',
  'BZ',
  'FJ',
  'HK',
  'KI',
  'KM',
  'MO',
  'QA',
  'SB',
  'SR',
  'TV',
  'VU',
  'YE',
  'ZW',
]);

const anyCode = /^[\dA-Z][\dA-Z -]{0,8}[\dA-Z]$/;

/** The postal code as the post prints it (trimmed, upper case, single spaces). */
export const normalisePostalCode = (code: string) => code.trim().toUpperCase().replace(/\s+/g, ' ');

/** Whether `code` (normalised) can be a postal code of `country`. */
export function isPostalCodeOf(country: string, code: string): boolean {
  if (code === '') return countriesWithoutPostalCodes.has(country);
  return (postalCodeFormats[country]?.pattern ?? anyCode).test(code);
}
