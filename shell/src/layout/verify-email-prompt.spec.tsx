import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { accountMessages, apiMessages, uiMessages } from '@phoneparts/contracts';
import { useLayoutEffect } from 'react';
import { AfterVerifyEmailPrompt, VerifyEmailPrompt } from './verify-email-prompt';
import { ann, renderShell } from '../testing/render-shell';

const banner = (
  <>
    <VerifyEmailPrompt />
    <ToastContainer />
  </>
);

describe('VerifyEmailPrompt and its banner', () => {
  it('holds a signed-in page until the banner is drawn above it, so the banner never pushes the page down', async () => {
    const bannerShownWithPage: boolean[] = [];
    function Page() {
      // After each commit, before the browser paints it: was the banner already there?
      useLayoutEffect(() => {
        bannerShownWithPage.push(document.body.textContent!.includes(accountMessages.verifyBanner(ann.email)));
      });
      return <p>the page</p>;
    }
    renderShell(
      <>
        <VerifyEmailPrompt />
        <AfterVerifyEmailPrompt>
          <Page />
        </AfterVerifyEmailPrompt>
      </>,
      { user: ann },
    );
    expect(await screen.findByText('the page')).toBeInTheDocument();
    expect(bannerShownWithPage.length).toBeGreaterThan(0);
    expect(bannerShownWithPage.every(Boolean)).toBe(true);
  });

  it('asks an unverified customer to verify and mails the link again on "Send again"', async () => {
    const { calls } = renderShell(banner, {
      user: ann,
      routes: { 'POST /auth/verify-email/resend': () => [200, { sent: true }] },
    });
    expect(await screen.findByText(accountMessages.verifyBanner(ann.email))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: accountMessages.sendAgain }));
    expect(await screen.findByText(uiMessages.verificationSent)).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/verify-email/resend']);
  });

  it("shows the API's refusal when sending again too often", async () => {
    renderShell(banner, {
      user: ann,
      routes: {
        'POST /auth/verify-email/resend': () => [429, { statusCode: 429, message: apiMessages.tooManyRequests }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: accountMessages.sendAgain }));
    expect(await screen.findByText(apiMessages.tooManyRequests)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accountMessages.sendAgain })).toBeEnabled();
  });

  it('goes away when the address turns out verified meanwhile', async () => {
    renderShell(banner, {
      user: ann,
      routes: {
        'POST /auth/verify-email/resend': () => [200, { sent: false }],
        'GET /auth/me': () => [200, { ...ann, emailVerified: true }],
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: accountMessages.sendAgain }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument());
  });

  it('shows nothing to a verified customer or a visitor', () => {
    renderShell(banner, { user: { ...ann, emailVerified: true } });
    expect(screen.queryByRole('region', { name: 'Email verification' })).not.toBeInTheDocument();
  });
});
