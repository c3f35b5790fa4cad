import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { button, dialogWith } from '@/test/dialogs';
import { fail, ok } from '@/test/enterprise';
import { renderWorkOrders, UPLOADED, woDetail, woRow } from '@/test/workOrders';
import * as ErrorCode from '@/services/errorCodes';

const typeInto = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('work orders (/workOrder)', () => {
  it('lists the tickets in the order the server gives (latest activity first), with status, unread badge and a link to each', async () => {
    const { received } = renderWorkOrders({
      path: '/workOrder',
      handlers: {
        list: () =>
          ok({
            items: [
              woRow('w2', { subject: 'Invoice title is wrong', type: 'billing', status: 'in_progress', unread: 2 }),
              woRow('w1', { subject: 'Court check still pending', status: 'resolved', orderNo: 'VB2611200001' }),
            ],
          }),
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Work orders' })).toBeInTheDocument();
    const list = await screen.findByTestId('workorder-list');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((r) => r.dataset.testid)).toEqual(['workorder-row-w2', 'workorder-row-w1']);
    expect(within(rows[0]).getByTestId('workorder-unread-w2')).toHaveTextContent('2 new');
    expect(within(rows[0]).getByTestId('workorder-status-w2')).toHaveTextContent('In progress');
    expect(rows[0]).toHaveTextContent('Billing');
    expect(within(rows[1]).queryByTestId('workorder-unread-w1')).toBeNull();
    expect(rows[1]).toHaveTextContent('Order VB2611200001');
    expect(within(rows[1]).getByRole('link', { name: /Court check still pending/ })).toHaveAttribute('href', '/workOrder/detail?id=w1');
    expect(received.list[0]).toEqual({ cursor: null, pageSize: 20 });
  });

  it('filters by status with the tabs, and pages on with the cursor', async () => {
    const { received } = renderWorkOrders({
      path: '/workOrder',
      handlers: {
        list: (body) => {
          if (body.status === 'closed') return ok({ items: [] });
          if (body.cursor === 'c2') return ok({ items: [woRow('w1')] });
          return ok({ items: [woRow('w3')], cursor: 'c2' });
        },
      },
    });
    await screen.findByTestId('workorder-row-w3');
    fireEvent.click(screen.getByTestId('workorder-more'));
    expect(await screen.findByTestId('workorder-row-w1')).toBeInTheDocument();
    expect(received.list[1]).toEqual({ cursor: 'c2', pageSize: 20 });
    expect(screen.queryByTestId('workorder-more')).toBeNull();

    const closed = screen.getByRole('tab', { name: 'Closed' });
    fireEvent.click(closed);
    expect(closed).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No work orders in this status.')).toBeInTheDocument();
    expect(received.list.at(-1)).toEqual({ status: 'closed', cursor: null, pageSize: 20 });
    // Only an unfiltered empty list offers to raise one.
    expect(screen.queryByTestId('workorder-empty-new')).toBeNull();
  });

  it('with no tickets yet, says so and offers to raise one', async () => {
    renderWorkOrders({ path: '/workOrder', handlers: { list: () => ok({ items: [] }) } });
    expect(await screen.findByText('You have not raised any work orders yet.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Raise a work order/ }));
    expect(await dialogWith('New work order')).toBeInTheDocument();
  });

  it('a failure to load shows the server\'s words and a retry that loads again', async () => {
    let failing = true;
    renderWorkOrders({
      path: '/workOrder',
      handlers: { list: () => (failing ? fail(ErrorCode.Internal, 'The service is busy, try again shortly') : ok({ items: [woRow('w1')] })) },
    });
    const alert = await screen.findByTestId('workorder-load-failed');
    expect(alert).toHaveTextContent('The work orders could not be loaded.');
    expect(alert).toHaveTextContent('The service is busy, try again shortly');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('workorder-row-w1')).toBeInTheDocument();
  });

  it('the form checks its fields before sending anything', async () => {
    const { received } = renderWorkOrders({ path: '/workOrder', handlers: { list: () => ok({ items: [] }) } });
    fireEvent.click(await screen.findByTestId('workorder-new'));
    const dialog = await dialogWith('New work order');
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    expect(await within(dialog).findByText('Choose what the work order is about.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a subject.')).toBeInTheDocument();
    expect(within(dialog).getByText('Describe the problem.')).toBeInTheDocument();
    // Only spaces is no subject.
    typeInto('workorder-subject', '   ');
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    expect(await within(dialog).findByText('Enter a subject.')).toBeInTheDocument();
    expect(received.create).toBeUndefined();
    // Each field is named by its label.
    expect(within(dialog).getByLabelText('Type')).toBe(screen.getByTestId('workorder-type'));
    expect(within(dialog).getByLabelText('Subject')).toBe(screen.getByTestId('workorder-subject'));
    expect(within(dialog).getByLabelText('Description')).toBe(screen.getByTestId('workorder-description'));
    // The counters show the limits.
    expect(dialog).toHaveTextContent('/ 100');
    expect(dialog).toHaveTextContent('/ 2000');
  });

  it('raises a work order with an attachment and opens it', async () => {
    const { received, router } = renderWorkOrders({
      path: '/workOrder',
      handlers: {
        list: () => ok({ items: [] }),
        create: () => ok(woRow('w9', { workOrderNo: 'WO261120W9000000' })),
        detail: () => ok(woDetail({ workOrderId: 'w9' })),
      },
    });
    fireEvent.click(await screen.findByTestId('workorder-new'));
    const dialog = await dialogWith('New work order');
    typeInto('workorder-type', 'billing');
    typeInto('workorder-subject', ' Invoice title is wrong ');
    typeInto('workorder-description', 'The title should read Demo Trading Co.\nPlease reissue.');
    const file = new File(['png'], 'error.png', { type: 'image/png' });
    fireEvent.change(within(dialog).getByTestId('workorder_attachments-input'), { target: { files: [file] } });
    expect(await within(dialog).findByRole('link', { name: /error\.png/ })).toHaveAttribute('href', UPLOADED.url);
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/workOrder/detail'));
    expect(router.state.location.search).toBe('?id=w9');
    expect(received.create).toEqual([
      {
        type: 'billing',
        subject: 'Invoice title is wrong',
        description: 'The title should read Demo Trading Co.\nPlease reissue.',
        attachments: [UPLOADED.key],
      },
    ]);
    expect(await screen.findByText('Work order WO261120W9000000 raised')).toBeInTheDocument();
  });

  it('a refusal goes under its field, another in the server\'s words; nothing typed is lost', async () => {
    let attempt = 0;
    renderWorkOrders({
      path: '/workOrder',
      handlers: {
        list: () => ok({ items: [] }),
        create: () => {
          attempt += 1;
          return attempt === 1
            ? fail(ErrorCode.InvalidField, 'The subject must be one line of at most 100 characters', { field: 'subject' })
            : fail(ErrorCode.Internal, 'The service is busy, try again shortly');
        },
      },
    });
    fireEvent.click(await screen.findByTestId('workorder-new'));
    const dialog = await dialogWith('New work order');
    typeInto('workorder-type', 'account');
    typeInto('workorder-subject', 'Cannot add a member');
    typeInto('workorder-description', 'The invite never arrives.');
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    expect(await within(dialog).findByText('The subject must be one line of at most 100 characters')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    await waitFor(() => expect(within(dialog).getByTestId('workorder-problem')).toHaveTextContent('The service is busy, try again shortly'));
    expect(screen.getByTestId('workorder-type')).toHaveValue('account');
    expect(screen.getByTestId('workorder-subject')).toHaveValue('Cannot add a member');
    expect(screen.getByTestId('workorder-description')).toHaveValue('The invite never arrives.');
    // Closing and opening again keeps the draft too.
    fireEvent.click(button(dialog, 'Cancel'));
    fireEvent.click(screen.getByTestId('workorder-new'));
    await dialogWith('New work order');
    expect(screen.getByTestId('workorder-subject')).toHaveValue('Cannot add a member');
  });

  it('opened for an order (?new=1&orderId=), the form has that order chosen and sends it', async () => {
    const { received } = renderWorkOrders({
      path: '/workOrder?new=1&orderId=o7',
      handlers: {
        list: () => ok({ items: [] }),
        'order/detail': () => ok({ orderId: 'o7', orderNo: 'VB2611200007' }),
        create: () => ok(woRow('w9')),
      },
    });
    const dialog = await dialogWith('New work order');
    const order = within(dialog).getByTestId('workorder-order');
    await waitFor(() => expect(order).toHaveValue('o7'));
    await waitFor(() => expect(within(order).getByRole('option', { selected: true })).toHaveTextContent('Order VB2611200007'));
    typeInto('workorder-type', 'report');
    typeInto('workorder-subject', 'Report question');
    typeInto('workorder-description', 'Why is this item amber?');
    fireEvent.click(within(dialog).getByTestId('workorder-submit'));
    await waitFor(() => expect(received.create).toHaveLength(1));
    expect(received.create[0]).toMatchObject({ type: 'report', orderId: 'o7' });
  });

  it('the sidebar counts support\'s unread answers beside the menu entry', async () => {
    renderWorkOrders({ path: '/workOrder', handlers: { list: () => ok({ items: [] }), unreadCount: () => ok({ unread: 3 }) } });
    const badge = await screen.findByTestId('menu-workOrder-unread');
    expect(badge).toHaveTextContent('3 unread');
  });

  it('viewers do not see work orders', async () => {
    renderWorkOrders({ path: '/workOrder', role: 'viewer' });
    expect(await screen.findByTestId('no-permission')).toBeInTheDocument();
  });
});
