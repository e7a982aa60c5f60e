/** A review comment in the carousel is cut to 40 characters followed by '...' (docs/product.md#9-limits). */
const commentPreviewLength = 40;

export function truncateComment(comment: string, max = commentPreviewLength): string {
  // Only a cut comment gets the ellipsis; a short one is shown whole.
  return comment.length > max ? `${comment.slice(0, max)}...` : comment;
}
