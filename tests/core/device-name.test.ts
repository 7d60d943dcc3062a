import { expect } from '@open-wc/testing';
import { deviceLabel, describeDevice } from '../../src/core/device-name';

// My devices names a device by its browser, system and kind, from the user agent it pairs with.
const UA = {
  chromeLinux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  chromeIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadAsMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  chromeAndroidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  samsungTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Safari/537.36',
  tizenTv: 'Mozilla/5.0 (SMART-TV; LINUX; Tizen 7.0) AppleWebKit/537.36 (KHTML, like Gecko) 94.0.4606.31/7.0 TV Safari/537.36',
  webosTv: 'Mozilla/5.0 (Web0S; Linux/SmartTV) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/87.0.4280.88 Safari/537.36 WebAppManager',
};

describe('device names from the user agent', () => {
  it('names browser and system, a phone, a tablet or a TV as such', () => {
    expect(deviceLabel(UA.chromeLinux)).to.equal('Chrome on Linux');
    expect(deviceLabel(UA.firefoxWindows)).to.equal('Firefox on Windows');
    expect(deviceLabel(UA.edgeWindows)).to.equal('Edge on Windows');
    expect(deviceLabel(UA.safariIphone)).to.equal('Safari on iPhone');
    expect(deviceLabel(UA.chromeIphone)).to.equal('Chrome on iPhone');
    expect(deviceLabel(UA.ipadAsMac)).to.equal('Safari on iPad');
    expect(deviceLabel(UA.safariMac)).to.equal('Safari on Mac');
    expect(deviceLabel(UA.chromeAndroidPhone)).to.equal('Chrome on Android');
    expect(deviceLabel(UA.samsungTablet)).to.equal('Samsung Internet on Android tablet');
    expect(deviceLabel(UA.tizenTv)).to.equal('Samsung TV');
    expect(describeDevice(UA.tizenTv).type).to.equal('tv');
    expect(deviceLabel(UA.webosTv)).to.equal('Chrome on LG TV');
    expect(describeDevice(UA.safariIphone).type).to.equal('phone');
    expect(describeDevice(UA.samsungTablet).type).to.equal('tablet');
    expect(describeDevice(UA.firefoxWindows).type).to.equal('computer');
    expect(deviceLabel('')).to.equal('Browser');
  });
});
