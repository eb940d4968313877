import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import LandingPage from './LandingPage';
import { setUpPageTests } from '../../testing/renderPage';

const validationLoaded = vi.hoisted(() => ({ value: false }));

vi.mock('@portal/shared/validation', async (importOriginal) => {
  validationLoaded.value = true;
  return importOriginal();
});

const renderPage = setUpPageTests(LandingPage, 'help@agentportal.test');

describe('LandingPage', () => {
  it('renders hero, features, products and contact in that order, with the section ids the header scrolls to', () => {
    const { container } = renderPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Why Partner With Us', 'Our Products', 'Get in Touch']);
    const ids = [...container.querySelectorAll('section[id]')].map((section) => section.id);
    expect(ids.filter((id) => ['features', 'products', 'contact'].includes(id))).toEqual(['features', 'products', 'contact']);
    const hero = screen.getByRole('heading', { level: 1 }).closest('section')!;
    expect(hero.compareDocumentPosition(container.querySelector('#features')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says the site is under development and partners will be revealed soon', () => {
    renderPage();
    expect(screen.getByText(/under development/i)).toHaveTextContent(/partners will be revealed soon/i);
  });

  it('lists the four agent features', () => {
    renderPage();
    const features = document.getElementById('features')!;
    const titles = within(features)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(titles).toEqual(['Expert Advisors', 'Competitive Commissions', 'Comprehensive Training', '24/7 Support']);
  });

  it('has 12 decorative floating icons cycling through 4 icon types', () => {
    renderPage();
    const layer = screen.getByTestId('floating-icons');
    expect(layer).toHaveAttribute('aria-hidden', 'true');
    const icons = [...layer.children];
    expect(icons).toHaveLength(12);
    const shapes = icons.map((icon) => icon.querySelector('svg')!.innerHTML);
    expect(new Set(shapes).size).toBe(4);
    for (let index = 4; index < 12; index += 1) expect(shapes[index]).toBe(shapes[index % 4]);
  });

  it('shows the contact e-mail and phone from config.json', () => {
    renderPage();
    const contact = document.getElementById('contact')!;
    expect(within(contact).getByRole('link', { name: 'help@agentportal.test' })).toHaveAttribute('href', 'mailto:help@agentportal.test');
    expect(within(contact).getByRole('link', { name: '+91 80 1234 5678' })).toHaveAttribute('href', 'tel:+918012345678');
  });

  it('links to sign-up and to the products section', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Join Our Network' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Explore Products' })).toHaveAttribute('href', '/#products');
  });

  it('does not load the validation code (zod) until the contact form is used', async () => {
    const user = userEvent.setup();
    renderPage();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(validationLoaded.value).toBe(false);
    await user.click(screen.getByLabelText(/^Name/));
    await waitFor(() => expect(validationLoaded.value).toBe(true));
  });
});
