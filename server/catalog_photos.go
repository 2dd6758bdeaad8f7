package main

// Catalog photos (docs/decisions/071-catalog-photos.md): a manager's upload — JPEG, PNG, WebP or
// HEIC, checked and decoded upright by the review photos' pipeline (server/review_photos.go) — is
// cropped to the catalog's 3:2 frame and written as WebP at every app width beside the seed's own
// images, under pb_data/media/uploads/<key>-<width>.webp, with a tiny blurred placeholder. So the
// product page, the cards, the gallery and the image proxy treat it exactly like a seeded image
// (src/ui/responsive-image.tsx asks for `${src}-${width}.webp`). Which experience it joins, and
// who may upload, the JS hooks decide (pb_hooks/lib/catalog-studio/studio-photos-http.js), calling
// this as $catalogPhotos.prepare(file). Files are written once under a random key and never
// changed or deleted: an order, a voucher or a cached page may still name a removed photo.

import (
	"crypto/rand"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"fmt"
	"image"
	"os"
	"path/filepath"

	"github.com/disintegration/imaging"
	"github.com/dop251/goja"
	"github.com/pocketbase/pocketbase/core"
	"github.com/pocketbase/pocketbase/tools/filesystem"
)

const (
	// The catalog's frame (scripts/seed/media.mjs IMAGE_ASPECT): every card and gallery slot is 3:2.
	catalogPhotoAspect = 3.0 / 2.0
	// The narrowest 3:2 crop accepted: below it the 1536-px file would be enlarged more than 1.6×
	// and look soft on the product page's main image.
	catalogPhotoMinWidth = 960
	// The placeholder: 16 px wide, blurred, low quality — about 150 bytes inside the page.
	catalogPhotoPlaceholderWidth = 16
)

const photoTooSmall photoRefusal = "photo_too_small"

type catalogPhoto struct {
	Key         string
	Src         string
	Width       int
	Height      int
	Placeholder string
}

// cropToFrame cuts the centred 3:2 rectangle out of a picture (a portrait phone photo keeps its middle).
func cropToFrame(picture image.Image) image.Image {
	bounds := picture.Bounds()
	width, height := bounds.Dx(), bounds.Dy()
	if float64(width)/float64(height) > catalogPhotoAspect {
		width = int(float64(height) * catalogPhotoAspect)
	} else {
		height = int(float64(width) / catalogPhotoAspect)
	}
	return imaging.CropCenter(picture, width, height)
}

func randomPhotoKey() (string, error) {
	buffer := make([]byte, 10)
	if _, err := rand.Read(buffer); err != nil {
		return "", err
	}
	return "p" + hex.EncodeToString(buffer), nil
}

// writeOnce writes a file through a temporary name, so a reader never sees half of it.
func writeOnce(path string, data []byte) error {
	temporary := path + ".part"
	if err := os.WriteFile(temporary, data, 0o644); err != nil {
		return err
	}
	return os.Rename(temporary, path)
}

// prepareCatalogPhoto checks, crops and re-encodes one upload into mediaDir/uploads.
func prepareCatalogPhoto(data []byte, mediaDir string) (catalogPhoto, error) {
	format, err := checkPhoto(data)
	if err != nil {
		return catalogPhoto{}, err
	}

	reviewPhotoSlot <- struct{}{}
	defer func() { <-reviewPhotoSlot }()

	decoded, err := decodePhoto(format, data)
	if err != nil {
		return catalogPhoto{}, photoUnreadable
	}
	framed := cropToFrame(decoded)
	if framed.Bounds().Dx() < catalogPhotoMinWidth {
		return catalogPhoto{}, photoTooSmall
	}

	key, err := randomPhotoKey()
	if err != nil {
		return catalogPhoto{}, err
	}
	directory := filepath.Join(mediaDir, "uploads")
	if err := os.MkdirAll(directory, 0o755); err != nil {
		return catalogPhoto{}, err
	}
	written := []string{}
	cleanUp := func() {
		for _, path := range written {
			os.Remove(path)
		}
	}

	largest := reviewPhotoWidths[len(reviewPhotoWidths)-1]
	result := catalogPhoto{Key: key, Src: "/media/uploads/" + key, Width: largest, Height: int(float64(largest)/catalogPhotoAspect + 0.5)}
	// Largest first, each smaller width from the one before (as review photos do). Every width is
	// written, enlarging a narrow source for the top ones, because the app's srcset names them all.
	var current image.Image = framed
	for index := len(reviewPhotoWidths) - 1; index >= 0; index-- {
		width := reviewPhotoWidths[index]
		height := int(float64(width)/catalogPhotoAspect + 0.5)
		if current.Bounds().Dx() != width || current.Bounds().Dy() != height {
			current = imaging.Resize(current, width, height, imaging.CatmullRom)
		}
		encoded, err := encodeWebP(current, reviewPhotoQuality)
		if err != nil {
			cleanUp()
			return catalogPhoto{}, fmt.Errorf("encoding a catalog photo at %d px: %w", width, err)
		}
		path := filepath.Join(directory, fmt.Sprintf("%s-%d.webp", key, width))
		if err := writeOnce(path, encoded); err != nil {
			cleanUp()
			return catalogPhoto{}, err
		}
		written = append(written, path)
	}
	tiny := imaging.Blur(imaging.Resize(current, catalogPhotoPlaceholderWidth, 0, imaging.Box), 0.6)
	placeholder, err := encodeWebP(tiny, 40)
	if err != nil {
		cleanUp()
		return catalogPhoto{}, err
	}
	result.Placeholder = "data:image/webp;base64," + base64.StdEncoding.EncodeToString(placeholder)
	return result, nil
}

// catalogPhotoBindings sets $catalogPhotos in every hooks VM. prepare(file) returns
// { key, src, width, height, placeholder } or throws an Error whose message is a photoRefusal code.
func catalogPhotoBindings(app core.App) func(vm *goja.Runtime) {
	return func(vm *goja.Runtime) {
		vm.Set("$catalogPhotos", map[string]any{
			"minWidth": catalogPhotoMinWidth,
			"prepare": func(file *filesystem.File) (map[string]any, error) {
				if file == nil {
					return nil, photoNotImage
				}
				data, err := readUpload(file)
				if err != nil {
					return nil, photoUnreadable
				}
				photo, err := prepareCatalogPhoto(data, filepath.Join(app.DataDir(), "media"))
				if err != nil {
					var refusal photoRefusal
					if errors.As(err, &refusal) {
						return nil, refusal
					}
					return nil, err
				}
				return map[string]any{"key": photo.Key, "src": photo.Src, "width": photo.Width, "height": photo.Height, "placeholder": photo.Placeholder}, nil
			},
		})
	}
}
