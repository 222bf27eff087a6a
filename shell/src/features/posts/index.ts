export { PostListPage } from './routes/PostListPage';
export { AddPostPage } from './routes/AddPostPage';
