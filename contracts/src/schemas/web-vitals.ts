import './zod-config';
import { z } from 'zod';
import { webVitalConnections, webVitalMaxima, webVitalPages, type WebVitalName } from '../web-vitals';

// The beacon's schema lives apart from the figures in web-vitals.ts: the browser's reporter reads those
// figures, and a schema module would bring zod into its chunk.
const metricValue = (name: WebVitalName, unit: string) =>
  z
    .number({ error: `${name} must be a number${unit}` })
    .min(0, { error: `${name} must be between 0 and ${webVitalMaxima[name]}${unit}` })
    .max(webVitalMaxima[name], { error: `${name} must be between 0 and ${webVitalMaxima[name]}${unit}` })
    .optional();

/** POST /web-vitals: unknown keys are refused, so a client cannot smuggle other data into the store. */
export const webVitalsBeaconSchema = z
  .strictObject(
    {
      page: z.enum(webVitalPages, { error: 'page must be a route pattern of the shop, like /purchase/:id' }),
      lcp: metricValue('LCP', ' of milliseconds'),
      inp: metricValue('INP', ' of milliseconds'),
      cls: metricValue('CLS', ''),
      connection: z.enum(webVitalConnections, { error: 'connection must be slow-2g, 2g, 3g or 4g' }).optional(),
    },
    { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
  )
  .refine((beacon) => beacon.lcp !== undefined || beacon.inp !== undefined || beacon.cls !== undefined, {
    error: 'A beacon needs at least one of lcp, inp and cls',
  });
export type WebVitalsBeacon = z.infer<typeof webVitalsBeaconSchema>;
