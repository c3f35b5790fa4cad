import { message } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bindMessageApi, toastError, toastSuccess } from './feedback';

beforeEach(() => bindMessageApi(null));

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
