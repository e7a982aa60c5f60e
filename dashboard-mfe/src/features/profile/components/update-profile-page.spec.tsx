import { uiMessages, validationMessages as m } from '@phoneparts/contracts';
import { screen, waitFor } from '@testing-library/react';
import { createFakeApi } from '@phoneparts/shared-ui/testing';
import { customer, makeProfile } from '../../../testing/fixtures';
import { renderDashboard } from '../../../testing/render-dashboard';

const profilePath = '/user/ana%40example.com';

describe('Update Profile', () => {
  it('shows every required message and keeps submit disabled while an error shows', async () => {
    const api = createFakeApi({ [`GET ${profilePath}`]: [makeProfile()] });
    const { events } = renderDashboard('/dashboard/updateProfile', { api });
    const submit = await screen.findByRole('button', { name: 'Save Profile' });
    expect(submit).toBeEnabled();

    await events.click(submit);
    for (const message of [
      m.profileEducationRequired,
      m.profileLocationRequired,
      m.profilePhoneRequired,
      m.profileSocialLinksRequired,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(submit).toBeDisabled();

    await events.type(screen.getByLabelText('Education'), 'BSc Electronics');
    await events.type(screen.getByLabelText('Location'), 'Dhaka');
    await events.type(screen.getByLabelText('Phone'), '555 123 4567');
    expect(submit).toBeDisabled();
    await events.type(screen.getByLabelText('Social links'), 'https://example.com/ana');
    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.queryByText(m.profileSocialLinksRequired)).not.toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows a field error as soon as a required field is left empty', async () => {
    const { events } = renderDashboard('/dashboard/updateProfile', {
      api: createFakeApi({ [`GET ${profilePath}`]: [makeProfile()] }),
    });
    await events.click(await screen.findByLabelText('Location'));
    await events.tab();
    expect(await screen.findByText(m.profileLocationRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeDisabled();
  });

  it('starts from the saved profile, saves it and goes back to My Profile', async () => {
    const saved = makeProfile({
      education: 'BSc',
      location: 'Dhaka',
      phone: '5551234567',
      socialLinks: 'https://a.example',
    });
    const api = createFakeApi({
      [`GET ${profilePath}`]: [saved],
      [`PUT ${profilePath}`]: { acknowledged: true, modifiedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/updateProfile', { api });
    const location = await screen.findByLabelText('Location');
    expect(location).toHaveValue('Dhaka');
    await events.clear(location);
    await events.type(location, 'Chattogram');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));

    expect(await screen.findByText(uiMessages.profileUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/myProfile'));
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      education: 'BSc',
      location: 'Chattogram',
      phone: '5551234567',
      socialLinks: 'https://a.example',
      userName: customer.displayName,
    });
  });

  it('saves a phone written without a country code as the number of the shop’s country (config.json `country`)', async () => {
    const saved = makeProfile({ education: 'BSc', location: 'London', phone: '', socialLinks: 'https://a.example' });
    const api = createFakeApi({
      [`GET ${profilePath}`]: [saved],
      [`PUT ${profilePath}`]: { acknowledged: true, modifiedCount: 1 },
    });
    const { events } = renderDashboard('/dashboard/updateProfile', { api, shop: { country: 'GB' } });
    await events.type(await screen.findByLabelText('Phone'), '020 7946 0958');
    await events.click(screen.getByRole('button', { name: 'Save Profile' }));
    expect(await screen.findByText(uiMessages.profileUpdated)).toBeInTheDocument();
    expect(api.calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ phone: '+442079460958' });
  });
});
