import { uiMessages } from '@phoneparts/contracts';
import { defaultAvatarUrl } from '@phoneparts/shared-ui';
import { screen } from '@testing-library/react';
import { createFakeApi, never } from '@phoneparts/shared-ui/testing';
import { customer, makeProfile } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const profilePath = '/user/ana%40example.com';

describe('My Profile', () => {
  it('shows the loader while the profile loads', () => {
    renderDashboard('/dashboard/myProfile', { api: createFakeApi({ [`GET ${profilePath}`]: never }) });
    expect(screen.getByText(uiMessages.loading)).toBeInTheDocument();
  });

  it("shows 'New User' and the default avatar for a profile without name or photo", async () => {
    const user = { ...customer, displayName: '' };
    renderDashboard('/dashboard/myProfile', {
      user,
      api: createFakeApi({ [`GET ${profilePath}`]: [makeProfile({ userName: '' })] }),
    });
    expect(await screen.findByText(uiMessages.newUser)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: uiMessages.newUser })).toHaveAttribute('src', defaultAvatarUrl);
  });

  it('shows the details with the photo, links and an Update Profile button', async () => {
    const profile = makeProfile({
      photoURL: 'https://images.example/ana.png',
      education: 'BSc Electronics',
      location: 'Dhaka',
      phone: '5551234567',
      socialLinks: 'https://social.example/ana',
    });
    renderDashboard('/dashboard/myProfile', { api: createFakeApi({ [`GET ${profilePath}`]: [profile] }) });
    expect(await screen.findByText('Ana Buyer')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ana Buyer' })).toHaveAttribute('src', 'https://images.example/ana.png');
    for (const text of [customer.email, 'BSc Electronics', 'Dhaka', '5551234567'])
      expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://social.example/ana' })).toHaveAttribute(
      'href',
      'https://social.example/ana',
    );
    expect(screen.getByRole('link', { name: 'Update Profile' })).toHaveAttribute('href', '/dashboard/updateProfile');
  });

  it('shows a phone kept in E.164 as a person reads it, and free text as written', async () => {
    renderDashboard('/dashboard/myProfile', {
      api: createFakeApi({ [`GET ${profilePath}`]: [makeProfile({ phone: '+442079460958' })] }),
    });
    expect(await screen.findByText('+44 20 7946 0958')).toBeInTheDocument();
  });
});
