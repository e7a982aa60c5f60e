import { truncateComment } from './truncate-comment';

describe('truncateComment', () => {
  it("cuts a comment longer than 40 characters to 40 and adds '...'", () => {
    const comment = 'The battery arrived quickly and works perfectly in my old phone';
    expect(truncateComment(comment)).toBe('The battery arrived quickly and works pe...');
    expect(truncateComment(comment)).toHaveLength(43);
  });

  it('leaves a comment of 40 characters or fewer whole', () => {
    const forty = 'x'.repeat(40);
    expect(truncateComment(forty)).toBe(forty);
    expect(truncateComment('Great parts')).toBe('Great parts');
  });
});
