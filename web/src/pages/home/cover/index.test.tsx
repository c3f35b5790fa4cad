import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '@/test/utils';
import CoverPage from '.';

describe('cover home', () => {
  it('shows what the product does, sign-in/up entries and the support phone from querySphereConfig', async () => {
    const fetchMock = mockFetch(() =>
      jsonResponse({
        code: 0,
        msg: 'ok',
        data: { 'site.productName': 'Verity', 'site.supportPhone': '400-820-1234', 'site.fallbackImage': '/fallback.svg' },
      }),
    );
    renderWithProviders(<CoverPage />);

    expect(screen.getByText('Customer support')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading support details…' })).toBeInTheDocument();
    const phone = await screen.findByTestId('support-phone');
    expect(phone).toHaveTextContent('400-820-1234');
    expect(phone).toHaveAttribute('href', 'tel:4008201234');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/base/data/querySphereConfig?prefix=site.');

    expect(screen.getByText('Order one by one or in batches')).toBeInTheDocument();
    expect(screen.getByText('Follow status to the report')).toBeInTheDocument();
    expect(screen.getByText('Screening packages')).toBeInTheDocument();
    expect(screen.getByText('Prepaid balance')).toBeInTheDocument();
    expect(screen.getByTestId('cover-sign-in')).toBeInTheDocument();
    expect(screen.getByTestId('cover-sign-up')).toBeInTheDocument();
  });

  it('degrades gracefully when the config call fails', async () => {
    mockFetch(() => new Response('down', { status: 502 }));
    renderWithProviders(<CoverPage />);
    expect(await screen.findByTestId('support-unavailable')).toHaveTextContent(
      'Support details are unavailable right now. Please try again later.',
    );
    // The rest of the page still works.
    expect(screen.getByText('Background checks, ordered in minutes')).toBeInTheDocument();
    expect(screen.getByTestId('cover-sign-in')).toBeInTheDocument();
  });
});
