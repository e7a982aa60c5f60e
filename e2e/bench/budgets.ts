/** The front-end budgets of issue 13 (mobile, Lighthouse 12 defaults: simulated slow 4G and 4x CPU). */
export const firstLoadBudgetKb = { total: 170, shellEntry: 100 } as const;

export const lighthouseBudget = {
  scores: { performance: 95, accessibility: 100, 'best-practices': 100, seo: 95 },
  /** Largest Contentful Paint and Total Blocking Time in ms, Cumulative Layout Shift unitless. */
  metrics: { lcpMs: 2000, cls: 0.05, tbtMs: 150 },
} as const;
