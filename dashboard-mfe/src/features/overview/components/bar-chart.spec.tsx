import { render, screen } from '@testing-library/react';
import { BarChart } from './bar-chart';

describe('BarChart', () => {
  const points = [
    { label: 'Nov 20', value: 2 },
    { label: 'Nov 21', value: 0 },
    { label: 'Nov 22', value: 4 },
  ];

  it('is an image named by its title and described by every value', () => {
    render(<BarChart title="Orders per day" points={points} formatValue={String} />);
    const chart = screen.getByRole('img', { name: /Orders per day/ });
    expect(chart).toHaveAccessibleDescription('Nov 20: 2, Nov 21: 0, Nov 22: 4');
  });

  it('scales bars to the largest value and shows the total', () => {
    const { container } = render(<BarChart title="Orders per day" points={points} formatValue={String} />);
    const heights = Array.from(container.querySelectorAll('rect')).map((r) => Number(r.getAttribute('height')));
    expect(heights[0]).toBeCloseTo(heights[2] / 2);
    expect(heights[1]).toBe(0);
    expect(screen.getByText('6')).toBeInTheDocument();
  });
});
