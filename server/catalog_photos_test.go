package main

import (
	"bytes"
	"errors"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gen2brain/webp"
)

func TestCatalogPhotoIsCroppedToTheFrameAtEveryWidthWithoutExif(t *testing.T) {
	const marker = "RIHLA-GPS-21.4225N-39.8262E"
	mediaDir := t.TempDir()
	// Orientation 6: stored sideways, shown upright as 1200 × 1600 (portrait), which the 3:2 frame cuts to 1200 × 800.
	photo, err := prepareCatalogPhoto(jpegWithExif(t, 1600, 1200, 6, marker), mediaDir)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(photo.Src, "/media/uploads/p") || photo.Width != 1536 || photo.Height != 1024 {
		t.Fatalf("photo: %+v", photo)
	}
	if !strings.HasPrefix(photo.Placeholder, "data:image/webp;base64,") || len(photo.Placeholder) > 600 {
		t.Fatalf("placeholder: %d bytes", len(photo.Placeholder))
	}
	for _, width := range reviewPhotoWidths {
		data, err := os.ReadFile(filepath.Join(mediaDir, "uploads", fmt.Sprintf("%s-%d.webp", photo.Key, width)))
		if err != nil {
			t.Fatalf("width %d: %v", width, err)
		}
		if bytes.Contains(data, []byte(marker)) || bytes.Contains(data, []byte("Exif")) {
			t.Fatalf("width %d still carries the EXIF", width)
		}
		config, err := webp.DecodeConfig(bytes.NewReader(data))
		if err != nil || config.Width != width || config.Height != int(float64(width)/1.5+0.5) {
			t.Fatalf("width %d: %dx%d %v", width, config.Width, config.Height, err)
		}
	}
	if entries, _ := os.ReadDir(filepath.Join(mediaDir, "uploads")); len(entries) != len(reviewPhotoWidths) {
		t.Fatalf("%d files written, want %d (no temporary files left)", len(entries), len(reviewPhotoWidths))
	}
}

func TestCatalogPhotoRefusals(t *testing.T) {
	mediaDir := t.TempDir()
	var small bytes.Buffer
	// 1000 × 1000 becomes 1000 × 666 in the frame: wide enough. 900 × 2000 becomes 900 × 600: too narrow.
	if err := png.Encode(&small, testPicture(900, 2000)); err != nil {
		t.Fatal(err)
	}
	if _, err := prepareCatalogPhoto(small.Bytes(), mediaDir); !errors.Is(err, photoTooSmall) {
		t.Fatalf("a narrow photo: %v", err)
	}
	var square bytes.Buffer
	if err := png.Encode(&square, testPicture(1000, 1000)); err != nil {
		t.Fatal(err)
	}
	if _, err := prepareCatalogPhoto(square.Bytes(), mediaDir); err != nil {
		t.Fatalf("a square photo: %v", err)
	}
	if _, err := prepareCatalogPhoto([]byte("%PDF-1.7 not a picture"), mediaDir); !errors.Is(err, photoNotImage) {
		t.Fatalf("a PDF: %v", err)
	}
	if _, err := prepareCatalogPhoto([]byte("GIF89a......"), mediaDir); !errors.Is(err, photoUnsupported) {
		t.Fatalf("a GIF: %v", err)
	}
	entries, _ := os.ReadDir(filepath.Join(mediaDir, "uploads"))
	if len(entries) != len(reviewPhotoWidths) {
		t.Fatalf("refused uploads left files: %d", len(entries))
	}
}
