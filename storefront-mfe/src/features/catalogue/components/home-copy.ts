import { homeHeroCopy } from '@phoneparts/contracts';

/**
 * The home page's fixed copy (docs/product.md#22-home). Kept word for word, including the
 * spec's 'Posetive', because people and tests look for these exact words.
 */
export const homeCopy = {
  // The first screen's words are shared with the shell, which draws that screen while this page loads.
  ...homeHeroCopy,
  summaryHeading: 'Our business in numbers',
  summary: [
    { figure: '50+', label: 'Countries' },
    { figure: '7K+', label: 'Order delivered' },
    { figure: '5K+', label: 'Happy Clients' },
    { figure: '3K+', label: 'Posetive Review' },
  ],
  productsTitle: 'Our Products',
  sortLabel: 'Sort products',
  searchLabel: 'Search parts',
  searchButton: 'Search',
  searchHint: 'A part or a device, e.g. iPhone 13 screen',
  clearSearch: 'Clear search',
  brandLabel: 'Brand',
  allBrands: 'All brands',
  modelLabel: 'Device model',
  allModels: 'All models',
  categoryLabel: 'Category',
  allCategories: 'All categories',
  gradeLabel: 'Quality grade',
  allGrades: 'All grades',
  buyNow: 'Buy Now',
  newsletterTitle: 'Subscribe to our newsletter',
  newsletterText: 'New parts and offers, straight to your inbox.',
  newsletterEmailLabel: 'Your email',
  reviewsTitle: "Buyer's Feedback",
  contactTitle: 'Contact Us',
  contactName: 'Name',
  contactEmail: 'Email',
  contactMessage: 'Message',
} as const;
