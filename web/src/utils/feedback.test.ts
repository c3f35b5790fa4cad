import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageInstance } from 'antd/es/message/interface';
import { bindMessageApi, messageBridgeWanted, subscribeMessageBridge, toastError, toastSuccess } from './feedback';

beforeEach(() => bindMessageApi(message));

describe('toasts', () => {
  it('a red toast never stands beside a green one: each kind closes the other', () => {
    const error = vi.spyOn(message, 'error').mockImplementation((() => undefined) as never);
    const success = vi.spyOn(message, 'success').mockImplementation((() => undefined) as never);
    const destroy = vi.spyOn(message, 'destroy').mockImplementation(() => undefined);

    toastSuccess('A verification code was sent');
    expect(destroy).not.toHaveBeenCalled();
    toastError('The verification code is incorrect');
    expect(destroy).toHaveBeenCalledWith('success:A verification code was sent');
    toastSuccess('Signed in');
    expect(destroy).toHaveBeenLastCalledWith('error:The verification code is incorrect');

    expect(error).toHaveBeenCalledWith(expect.objectContaining({ content: 'The verification code is incorrect', duration: 5 }));
    expect(success).toHaveBeenCalledTimes(2);
  });
});

describe('toasts before the message bridge is there', () => {
  it('wait for it: the first one asks the app to mount the bridge, and all show once it binds', () => {
    bindMessageApi(null);
    const asked = vi.fn();
    const unsubscribe = subscribeMessageBridge(asked);
    toastError('The network is unreachable');
    toastError('The network is unreachable (again)');
    expect(messageBridgeWanted()).toBe(true);
    expect(asked).toHaveBeenCalledTimes(1);

    const api = { error: vi.fn(), success: vi.fn(), destroy: vi.fn() };
    bindMessageApi(api as unknown as MessageInstance);
    expect(api.error.mock.calls.map(([o]) => o.content)).toEqual(['The network is unreachable', 'The network is unreachable (again)']);
    toastSuccess('Saved');
    expect(api.success).toHaveBeenCalledWith(expect.objectContaining({ content: 'Saved' }));
    unsubscribe();
  });
});
