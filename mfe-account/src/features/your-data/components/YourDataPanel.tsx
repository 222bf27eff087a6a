import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { GoogleMapsImportSection } from './GoogleMapsImportSection';
import styles from './YourData.module.css';

/** The profile's "Your data" tab: take everything out, or erase everything. */
export default function YourDataPanel() {
  return (
    <div className={styles.panel}>
      <ExportSection />
      <GoogleMapsImportSection />
      <DeleteAccountSection />
    </div>
  );
}
