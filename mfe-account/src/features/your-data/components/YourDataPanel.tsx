import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';
import { GoogleMapsImportSection } from './GoogleMapsImportSection';
import styles from './YourData.module.css';

/** The profile's "Your data" tab: take everything out, put it back in, or erase everything. */
export default function YourDataPanel() {
  return (
    <div className={styles.panel}>
      <ExportSection />
      <ImportSection />
      <GoogleMapsImportSection />
      <DeleteAccountSection />
    </div>
  );
}
