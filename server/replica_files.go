package main

// The local replica's copy of the files that live beside data.db: uploads (pb_data/storage) and
// the seed's generated images (pb_data/media). Litestream replicates the database only; in
// production uploads go to PocketBase's S3 file storage instead (README), and this copy is for
// the local default. Files there are written once and never changed, so a file is copied when
// the copy lacks it (or has another size), and nothing is deleted from the copy: a database
// restored to an earlier moment may name a file deleted since.

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"time"
)

// replicatedFileDirs are the data folder's file trees that the copy covers.
var replicatedFileDirs = []string{"storage", "media"}

type fileCopyStatus struct {
	LastCopyAt *time.Time `json:"lastCopyAt"`
	Files      int        `json:"files"`
	Bytes      int64      `json:"bytes"`
	Copied     int        `json:"copiedLastTime"`
	LastError  string     `json:"lastError,omitempty"`
}

type fileCopy struct {
	dataDir string
	copyDir string
	wakeUp  chan struct{}

	mu     sync.Mutex
	status fileCopyStatus
}

// skipped: PocketBase's thumbnails are made again from the original on first request.
func skippedFile(rel string) bool {
	for _, part := range strings.Split(filepath.ToSlash(rel), "/") {
		if strings.HasPrefix(part, "thumbs_") {
			return true
		}
	}
	return false
}

// mirrorNewFiles copies every file under the data folder's file trees that the copy lacks into
// the copy folder. Returns how many it copied.
func mirrorNewFiles(dataDir, copyDir string) (copied, files int, bytes int64, err error) {
	for _, tree := range replicatedFileDirs {
		root := filepath.Join(dataDir, tree)
		walkErr := filepath.WalkDir(root, func(path string, entry fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			if entry.IsDir() || !entry.Type().IsRegular() {
				return nil
			}
			rel, err := filepath.Rel(dataDir, path)
			if err != nil || skippedFile(rel) {
				return err
			}
			info, err := entry.Info()
			if err != nil {
				return nil // deleted meanwhile
			}
			files++
			bytes += info.Size()
			target := filepath.Join(copyDir, rel)
			if existing, err := os.Stat(target); err == nil && existing.Size() == info.Size() {
				return nil
			}
			if err := copyFileAtomically(path, target); err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil // deleted meanwhile
				}
				return err
			}
			copied++
			return nil
		})
		if walkErr != nil {
			return copied, files, bytes, walkErr
		}
	}
	return copied, files, bytes, nil
}

// restoreFiles copies the copy folder's files into the data folder, keeping any file already
// there. Returns how many it wrote.
func restoreFiles(copyDir, dataDir string) (int, error) {
	restored := 0
	for _, tree := range replicatedFileDirs {
		root := filepath.Join(copyDir, tree)
		err := filepath.WalkDir(root, func(path string, entry fs.DirEntry, err error) error {
			if err != nil {
				if errors.Is(err, fs.ErrNotExist) {
					return nil
				}
				return err
			}
			if entry.IsDir() || !entry.Type().IsRegular() {
				return nil
			}
			rel, err := filepath.Rel(copyDir, path)
			if err != nil {
				return err
			}
			target := filepath.Join(dataDir, rel)
			if _, err := os.Stat(target); err == nil {
				return nil
			}
			if err := copyFileAtomically(path, target); err != nil {
				return err
			}
			restored++
			return nil
		})
		if err != nil {
			return restored, err
		}
	}
	return restored, nil
}

// copyFileAtomically writes a temporary file beside the target and renames it into place, so a
// crash never leaves half a file under the real name.
func copyFileAtomically(source, target string) error {
	in, err := os.Open(source)
	if err != nil {
		return err
	}
	defer in.Close()
	if err := os.MkdirAll(filepath.Dir(target), 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(filepath.Dir(target), ".copy-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := io.Copy(tmp, in); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Sync(); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	if err := os.Chmod(tmp.Name(), 0o644); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), target)
}

// loop copies every `every`, and at once after a wake-up (an upload was saved).
func (c *fileCopy) loop(ctx context.Context, every time.Duration) {
	ticker := time.NewTicker(every)
	defer ticker.Stop()
	for {
		c.run()
		select {
		case <-ctx.Done():
			return
		case <-ticker.C:
		case <-c.wakeUp:
		}
	}
}

func (c *fileCopy) wake() {
	select {
	case c.wakeUp <- struct{}{}:
	default: // a copy is due already
	}
}

func (c *fileCopy) run() {
	copied, files, bytes, err := mirrorNewFiles(c.dataDir, c.copyDir)
	now := time.Now()
	c.mu.Lock()
	defer c.mu.Unlock()
	c.status.Files, c.status.Bytes, c.status.Copied = files, bytes, copied
	if err != nil {
		c.status.LastError = fmt.Sprint(err)
		return
	}
	c.status.LastError = ""
	c.status.LastCopyAt = &now
}

func (c *fileCopy) snapshot() fileCopyStatus {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.status
}
