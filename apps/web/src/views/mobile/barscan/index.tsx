import { lazy, Suspense, useState } from 'react';
import { MobileLoading } from '../../../layouts/mobile/MobileLoading.tsx';
import { CartList } from './CartList.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { useCartStore } from './cartStore.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { ScanBar } from './ScanBar.tsx';
import { ScannedItem } from './ScannedItem.tsx';
import { useHardwareScanner } from './useHardwareScanner.ts';
import { useScanLookup } from './useScanLookup.ts';
import './barscan.css';

// ZXing loads when the camera is first opened, not with the screen.
const CameraScanner = lazy(() => import('./CameraScanner.tsx').then((m) => ({ default: m.CameraScanner })));

/**
 * Scan and sell: a code from the camera, a hardware scanner or the keyboard shows the goods with price and
 * stock and goes into the cart; checkout makes the sales order, with a member when one is chosen.
 */
export default function Barscan() {
  const { item, scan, pending } = useScanLookup();
  const [cameraOn, setCameraOn] = useState(false);
  const inCart = useCartStore(
    (state) => state.cart.lines.find((line) => line.item.barcode === item?.barcode)?.qty ?? 0,
  );
  useHardwareScanner(scan);
  const fromCamera = (code: string) => {
    setCameraOn(false);
    scan(code);
  };
  return (
    <div className="barscan">
      <ScanBar
        onScan={scan}
        pending={pending}
        cameraOn={cameraOn}
        onToggleCamera={() => setCameraOn((on) => !on)}
      />
      {cameraOn ? (
        <Suspense fallback={<MobileLoading />}>
          <CameraScanner onScan={fromCamera} />
        </Suspense>
      ) : null}
      {item ? <ScannedItem item={item} inCart={inCart} /> : null}
      <CartList />
      <MemberPicker />
      <CheckoutBar />
    </div>
  );
}
