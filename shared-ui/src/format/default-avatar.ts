// A neutral person silhouette, inlined so showing an avatar never needs the network.
const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" rx="32" fill="#e2e8f0"/>' +
  '<circle cx="32" cy="25" r="11" fill="#94a3b8"/>' +
  '<path d="M12 54c2.5-10 10.5-16 20-16s17.5 6 20 16a30 30 0 0 1-40 0z" fill="#94a3b8"/>' +
  '</svg>';

/** The avatar shown when a user has no photo (My Profile, docs/product.md#28-dashboard). */
export const defaultAvatarUrl = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
