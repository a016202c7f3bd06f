/** Which file a path is: two paths with the same id are hard links to one file. */
export interface FileId {
  dev: number;
  ino: number;
}
