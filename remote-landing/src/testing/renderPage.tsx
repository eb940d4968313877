import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeEach, expect } from 'vitest';
import { setConfig, type PortalConfig } from '@portal/shared';

/** The config the landing tests run with; `email` is the contact (and grievance) address pages show. */
export function landingTestConfig(email: string): PortalConfig {
  return {
    apiBaseUrl: 'http://api.test',
    firebase: { apiKey: 'k', authDomain: 'demo.firebaseapp.com', projectId: 'demo' },
    contact: { email, phone: '+91 80 1234 5678' },
    remotes: [],
  };
}

/** Each test of the file starts with that config; returns a render of `Page` inside a router. */
export function setUpPageTests(Page: ComponentType, email: string) {
  beforeEach(() => {
    setConfig(landingTestConfig(email));
  });
  return () =>
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
}

/** A legal page's frame: its one h1, the last-updated date (ISO and as shown), `sections` among its h2 headings. */
export function expectLegalDocument(title: string, updated: { iso: string; shown: string }, sections: readonly string[]) {
  expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const time = screen.getByText(/Last updated/).querySelector('time')!;
  expect(time).toHaveAttribute('datetime', updated.iso);
  expect(time).toHaveTextContent(updated.shown);

  const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  for (const section of sections) {
    expect(headings.some((text) => text?.includes(section))).toBe(true);
  }
}
