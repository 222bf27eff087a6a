export { LazyImage, LAZY_LOAD_MARGIN, type LazyImageProps } from './LazyImage';
export { ImageGrid, type ImageGridItem, type ImageGridProps } from './ImageGrid';
export {
  ImageUploader,
  uploadErrorMessage,
  type ImageUploaderProps,
  type UploadImage,
} from './ImageUploader';
export { CameraCapture, type CameraCaptureProps } from './CameraCapture';
export {
  CAMERA_ERRORS,
  PICKER_DELAY_MS,
  chooseCamera,
  videoInputs,
  capturedPhotoName,
  type CameraFacing,
} from './cameraDevices';
export {
  addImage,
  setPrimaryImage,
  removeImage,
  setImageCaption,
  primaryImage,
  type ImageEntry,
} from './imageSet';
export { ImageStorageProvider, useImageStorageUrl } from './ImageStorageContext';
export { variantSrcSet, storageFallbackUrl, uploadsFileName } from './uploadsUrl';
