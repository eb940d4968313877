import { render } from '@testing-library/react';
import axe from 'axe-core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import {
  Banner,
  Button,
  ButtonRow,
  Card,
  Chip,
  ChipGroup,
  DataTable,
  DetailRow,
  Dialog,
  Feedback,
  Input,
  PageFrame,
  PickButton,
  RoundBadge,
  SelectField,
  Skeleton,
  Status,
  TabBar,
  Table,
  TableHead,
  TextAreaField,
  TextField,
  VisuallyHidden,
} from './index';
import { SearchIcon, UserIcon } from './icons';

/** Every component of the kit on one page, in the states a screen shows them in. */
function KitPage() {
  return (
    <PageFrame
      title="Renewals"
      intro="Policies that fall due soon."
      actions={<Button variant="outline">Export CSV</Button>}
      tabs={
        <TabBar
          label="Sales sections"
          items={[
            { to: '/sales', label: 'Policies' },
            { to: '/sales/renewals', label: 'Renewals' },
          ]}
        />
      }
    >
      <Card title="Filters" actions={<Button variant="quiet">Clear</Button>}>
        <ChipGroup label="Renewal window">
          <Chip pressed count={3}>
            7 days
          </Chip>
          <Chip pressed={false} count="…">
            30 days
          </Chip>
        </ChipGroup>
        <TextField label="Name" hint="As on the policy." required />
        <TextField label="Email" error="Enter a valid email." />
        <TextAreaField label="Note" labelNote="(optional)" />
        <TextAreaField label="Reason" size="sm" required requiredMark={false} error="Give a reason." errorRole="alert" />
        <RoundBadge size="sm" aria-hidden="true">
          <UserIcon size={18} />
        </RoundBadge>
        <RoundBadge tone="soft">
          <UserIcon size={20} />
        </RoundBadge>
        <label htmlFor="kit-client">Client</label>
        <Input id="kit-client" type="search" size="sm" icon={<SearchIcon size={16} />} />
        <SelectField label="Month">
          <option value="7">July</option>
        </SelectField>
        <ButtonRow>
          <Button>Save</Button>
          <Button variant="secondary">Cancel</Button>
          <Button variant="danger">Reject</Button>
          <Button variant="link">Details</Button>
          <Button variant="inline">Dismiss</Button>
          <Button busy busyLabel="Processing...">
            Send
          </Button>
        </ButtonRow>
      </Card>
      <ul aria-label="Members">
        <li>
          <PickButton selected>Asha Rao</PickButton>
        </li>
        <li>
          <PickButton selected={false} selectedAs="pressed" direction="row">
            <UserIcon /> Ravi Kumar
          </PickButton>
        </li>
      </ul>
      <Status kind="loading">Loading renewals…</Status>
      <ul aria-label="Renewals due" aria-busy="true">
        <li>
          <Skeleton text="Asha Rao" /> <Skeleton chars={8} block />
          <Skeleton width="6rem" />
        </li>
      </ul>
      <Status kind="empty">No renewals due.</Status>
      <Status kind="error" retry={{ label: 'Try again', onRetry: () => {} }}>
        Could not load the renewals.
      </Status>
      <Feedback kind="error">Could not save.</Feedback>
      <Feedback kind="success">Saved.</Feedback>
      <Feedback kind="info">Changes apply tomorrow.</Feedback>
      <Feedback kind="warning">Only part of the month so far.</Feedback>
      <Feedback kind="success" />
      <Banner tone="neutral">Offline — showing what you saw at 2:05 pm</Banner>
      <Banner tone="warning" role="status" action={<a href="/certification">Go to your training</a>}>
        You can&apos;t sell yet: complete your POSP training and exam.
      </Banner>
      <DataTable
        caption="Renewals due"
        scrollHint="Swipe sideways to see every column"
        stickyFirst
        columns={[
          { header: 'Member', cell: (row: { name: string; due: number }) => row.name, rowHeader: true },
          { header: 'Due', cell: (row) => row.due, numeric: true },
        ]}
        rows={[{ name: 'Asha', due: 2 }]}
        rowKey={(row) => row.name}
      />
      <Table caption="Payments">
        <TableHead columns={[{ label: 'Month' }, { label: 'Amount', numeric: true }]} />
        <tbody>
          <tr>
            <td>July</td>
            <td>₹1,500</td>
          </tr>
        </tbody>
      </Table>
      <dl>
        <DetailRow label="CO Code">CO6</DetailRow>
      </dl>
      <p>
        <UserIcon /> <UserIcon title="Member" /> <VisuallyHidden>hidden text</VisuallyHidden>
      </p>
    </PageFrame>
  );
}

async function violations(root: Element) {
  // Colour contrast needs layout and the stylesheets, which jsdom lacks: the e2e axe checks of the pages cover it.
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

afterEach(() => document.documentElement.removeAttribute('data-theme'));

describe.each(['light', 'dark'])('the kit in the %s theme', (theme) => {
  it('has no axe violations', async () => {
    document.documentElement.setAttribute('data-theme', theme);
    const router = createMemoryRouter([{ path: '/sales/renewals', element: <KitPage /> }], { initialEntries: ['/sales/renewals'] });
    const { container } = render(
      <main>
        <RouterProvider router={router} />
      </main>,
    );
    expect(await violations(container)).toEqual([]);
  });

  it('has no axe violations with a dialog open', async () => {
    document.documentElement.setAttribute('data-theme', theme);
    render(
      <Dialog
        title="Mark renewed"
        description="Record the new policy."
        closeLabel="Close"
        onClose={() => {}}
        actions={<Button>Save</Button>}
      >
        <TextField label="New policy number" />
      </Dialog>,
    );
    expect(await violations(document.body)).toEqual([]);
  });
});
