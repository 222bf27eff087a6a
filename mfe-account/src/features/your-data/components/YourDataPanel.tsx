import { DeleteAccountSection } from './DeleteAccountSection';
import { ExportSection } from './ExportSection';
import { ImportSection } from './ImportSection';
import { GoogleMapsImportSection } from './GoogleMapsImportSection';
import { ShareLinksSection } from './ShareLinksSection';
import styles from './YourData.module.css';

/**
 * The profile's "Your data" tab: take everything out, put it back in, see the
 * links shared with others, or erase everything.
 */
export default function YourDataPanel() {
  return (
    <div className={styles.panel}>
      <ExportSection />
      <ImportSection />
      <GoogleMapsImportSection />
      <ShareLinksSection />
      <DeleteAccountSection />
    </div>
  );
}
