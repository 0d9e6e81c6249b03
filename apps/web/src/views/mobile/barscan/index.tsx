import type { SellableOutput } from '@retail/contracts/api/retail/goods';
import { Toast } from 'antd-mobile';
import { lazy, Suspense, useState } from 'react';
import { codeToSell } from '../../../components/scan/codeToSell.ts';
import { ScanRefusals } from '../../../components/scan/ScanRefusals.tsx';
import { MobileLoading } from '../../../layouts/mobile/MobileLoading.tsx';
import { CartList } from './CartList.tsx';
import { CheckoutBar } from './CheckoutBar.tsx';
import { GoodsSearchSheet } from './GoodsSearchSheet.tsx';
import { useCartStore } from './cartStore.ts';
import { MemberPicker } from './MemberPicker.tsx';
import { ParkBar } from './ParkBar.tsx';
import { ScanBar } from './ScanBar.tsx';
import { ScannedItem } from './ScannedItem.tsx';
import { useHardwareScanner } from '../../../components/scan/useHardwareScanner.ts';
import { ShiftPanel } from './ShiftPanel.tsx';
import { useScanLookup } from './useScanLookup.ts';
import './barscan.css';

// ZXing loads when the camera is first opened, not with the screen.
const CameraScanner = lazy(() => import('./CameraScanner.tsx').then((m) => ({ default: m.CameraScanner })));

/**
 * Scan and sell: a code from the camera, a hardware scanner or the keyboard shows the goods with price and
 * stock and goes into the cart; checkout makes the sales order, with a member when one is chosen.
 */
export default function Barscan() {
  const { item, scan, pending, refusals } = useScanLookup();
  const [cameraOn, setCameraOn] = useState(false);
  const [searching, setSearching] = useState(false);
  const inCart = useCartStore(
    (state) => state.cart.lines.find((line) => line.item.barcode === item?.barcode)?.qty ?? 0,
  );
  useHardwareScanner(scan, !searching);
  const fromCamera = (code: string) => {
    setCameraOn(false);
    scan(code);
  };
  const picked = (entry: SellableOutput) => {
    setSearching(false);
    codeToSell(entry).then(scan, (error: unknown) =>
      Toast.show({ icon: 'fail', content: error instanceof Error ? error.message : String(error) }),
    );
  };
  return (
    <div className="barscan">
      <ScanBar
        onScan={scan}
        pending={pending}
        cameraOn={cameraOn}
        onToggleCamera={() => setCameraOn((on) => !on)}
        onSearch={() => setSearching(true)}
      />
      <div className="barscan-refusals">
        <ScanRefusals refusals={refusals} testId="barscan-refusals" />
      </div>
      <GoodsSearchSheet open={searching} onPick={picked} onClose={() => setSearching(false)} />
      {cameraOn ? (
        <Suspense fallback={<MobileLoading />}>
          <CameraScanner onScan={fromCamera} />
        </Suspense>
      ) : null}
      {item ? <ScannedItem item={item} inCart={inCart} /> : null}
      <CartList />
      <MemberPicker />
      <ParkBar />
      {/* below the cart: the scan bar stays at the top, where the thumb and the scanner use it all day */}
      <ShiftPanel />
      <CheckoutBar />
    </div>
  );
}
