import { expect } from '@open-wc/testing';
import { ErrorCode } from '../../src/core/errors';
import { isInterruption, isNetworkLoss, toPlayerError } from '../../src/player/errors';

const http = (status: number, type: number, body = '') => ({ category: 1, code: 1001, data: ['u', status, body, {}, type] });

describe('player errors (docs/product.md#errors)', () => {
  it('shows Channel unavailable when the manifest is refused', () => {
    const e = toPlayerError(http(404, 0));
    expect(e.code).to.equal(ErrorCode.CHANNEL_UNAVAILABLE);
    expect(e.messageKey).to.equal('errors.channel_unavailable');
    expect(toPlayerError(http(403, 0)).code).to.equal(ErrorCode.CHANNEL_UNAVAILABLE);
  });

  it('shows Channel unavailable for a licence refused for rights, DRM failure for other licence errors', () => {
    const refused = { category: 6, code: 6007, data: [http(403, 2, '{"error":{"code":"not_subscribed"}}')] };
    expect(toPlayerError(refused).code).to.equal(ErrorCode.CHANNEL_UNAVAILABLE);
    const broken = { category: 6, code: 6007, data: [http(500, 2, 'oops')] };
    expect(toPlayerError(broken)).to.include({ code: ErrorCode.DRM_FAILED, messageKey: 'errors.drm_failure' });
    expect(toPlayerError({ category: 6, code: 6001 })).to.include({ code: ErrorCode.DRM_UNSUPPORTED, messageKey: 'errors.drm_unsupported' });
  });

  it('shows Playback failure for everything else', () => {
    expect(toPlayerError(http(500, 1))).to.include({ code: ErrorCode.PLAYBACK_FAILED, messageKey: 'errors.playback_failure' });
    expect(toPlayerError({ category: 3, code: 3016 })).to.include({ code: ErrorCode.PLAYBACK_FAILED });
    expect(toPlayerError(new Error('x'))).to.include({ code: ErrorCode.PLAYBACK_FAILED });
  });

  it('tells interruptions and network loss apart', () => {
    expect(isInterruption({ category: 7, code: 7000 })).to.equal(true);
    expect(isInterruption({ category: 7, code: 7003 })).to.equal(true);
    expect(isInterruption(http(404, 0))).to.equal(false);
    expect(isNetworkLoss({ category: 1, code: 1002 })).to.equal(true);
    expect(isNetworkLoss(http(500, 1))).to.equal(false);
  });
});
