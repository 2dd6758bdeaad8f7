package main

// Review photos (docs/decisions/043-review-photos.md): a traveller's upload — JPEG, PNG, WebP or
// HEIC — is decoded, turned upright and re-encoded as WebP at the app's image widths. Only the
// pixels survive, so EXIF (GPS, camera serial), XMP and anything appended to the file are gone by
// construction. Who may upload, the five-photo cap and storage are decided by the JS hooks
// (pb_hooks/lib/reviews/review-photos-http.js), which call this as $reviewPhotos.prepare(file).
//
// WebP is encoded by libwebp and HEIC decoded by libheif, both compiled to WebAssembly and run
// by wazero inside this binary (github.com/gen2brain/webp, github.com/gen2brain/heic): pure Go,
// no cgo, nothing loaded from the system (the `nodynamic` build tag keeps it that way).

import (
	"bytes"
	"errors"
	"fmt"
	"image"
	"image/jpeg"
	"image/png"
	"io"

	"github.com/disintegration/imaging"
	"github.com/dop251/goja"
	"github.com/gen2brain/heic"
	"github.com/gen2brain/webp"
	"github.com/pocketbase/pocketbase/tools/filesystem"
	xwebp "golang.org/x/image/webp"
)

// The widths the app's images come in (src/ui/responsive-image.tsx, scripts/seed/media.mjs).
var reviewPhotoWidths = []int{320, 640, 768, 1024, 1280, 1536}

const (
	// An upload larger than this is refused before decoding (the hooks refuse it earlier still).
	reviewPhotoMaxBytes = 15 << 20
	// Decoded pixels: a small file may claim a huge canvas (a decompression bomb).
	reviewPhotoMaxPixels = 50_000_000
	// A side longer than WebP can hold (libwebp's limit): a 320 × 150,000 canvas is under the
	// pixel cap but costs seconds to decode and can never be encoded, so it is refused from the
	// header, before decoding.
	reviewPhotoMaxSide = 16383
	reviewPhotoQuality = 78
	// libwebp's effort, 0–6: 2 encodes a 12-megapixel photo's six widths 2.6× faster than the default 4
	// (BenchmarkReviewPhoto12MP), and a noisy 1536-px test picture came out no larger (576 kB, 580 kB at 4).
	reviewPhotoMethod = 2
)

// A refusal the hooks turn into a message in the traveller's language; Error() is its code.
type photoRefusal string

func (r photoRefusal) Error() string { return string(r) }

const (
	photoNotImage    photoRefusal = "photo_not_image"
	photoUnsupported photoRefusal = "photo_unsupported"
	photoTooLarge    photoRefusal = "photo_too_large"
	photoTooManyPx   photoRefusal = "photo_too_many_pixels"
	photoUnreadable  photoRefusal = "photo_unreadable"
)

type photoVariant struct {
	Width  int
	Height int
	Data   []byte
}

// One photo at a time: a decoded 12-megapixel photo takes ~50 MB and seconds of a core. The image
// proxy (server/image_proxy.go) takes the same slot, so the two never add up.
var reviewPhotoSlot = make(chan struct{}, 1)

// sniffPhotoFormat names the format from the first bytes; the file's name and type are not trusted.
func sniffPhotoFormat(head []byte) (string, error) {
	switch {
	case len(head) >= 3 && head[0] == 0xFF && head[1] == 0xD8 && head[2] == 0xFF:
		return "jpeg", nil
	case len(head) >= 8 && bytes.Equal(head[:8], []byte("\x89PNG\r\n\x1a\n")):
		return "png", nil
	case len(head) >= 12 && string(head[:4]) == "RIFF" && string(head[8:12]) == "WEBP":
		return "webp", nil
	case len(head) >= 12 && string(head[4:8]) == "ftyp":
		switch string(head[8:12]) {
		case "heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1":
			return "heic", nil
		}
		return "", photoUnsupported // AVIF, MP4, QuickTime…
	case len(head) >= 6 && (string(head[:6]) == "GIF87a" || string(head[:6]) == "GIF89a"),
		len(head) >= 2 && string(head[:2]) == "BM",
		len(head) >= 4 && (string(head[:4]) == "II*\x00" || string(head[:4]) == "MM\x00*"):
		return "", photoUnsupported // an image, but not one of the four formats the form offers
	}
	return "", photoNotImage
}

func decodePhotoConfig(format string, data []byte) (image.Config, error) {
	reader := bytes.NewReader(data)
	switch format {
	case "jpeg":
		return jpeg.DecodeConfig(reader)
	case "png":
		return png.DecodeConfig(reader)
	case "webp":
		return xwebp.DecodeConfig(reader)
	default:
		return heic.DecodeConfig(reader)
	}
}

func decodePhoto(format string, data []byte) (image.Image, error) {
	reader := bytes.NewReader(data)
	switch format {
	case "jpeg":
		// A phone's JPEG is stored sideways with an EXIF orientation; turn it upright before
		// the EXIF is dropped. (libheif applies HEIC's rotation itself.)
		return imaging.Decode(reader, imaging.AutoOrientation(true))
	case "png":
		return png.Decode(reader)
	case "webp":
		return xwebp.Decode(reader)
	default:
		return heic.Decode(reader)
	}
}

// checkPhoto names the format of a picture, or refuses what is too large, not one of the four
// formats, or a decompression bomb — from the header, before anything is decoded. Review photos
// and the image proxy both check with it.
func checkPhoto(data []byte) (string, error) {
	if len(data) > reviewPhotoMaxBytes {
		return "", photoTooLarge
	}
	format, err := sniffPhotoFormat(data)
	if err != nil {
		return "", err
	}
	config, err := decodePhotoConfig(format, data)
	if err != nil || config.Width <= 0 || config.Height <= 0 {
		return "", photoUnreadable
	}
	if config.Width > reviewPhotoMaxSide || config.Height > reviewPhotoMaxSide || config.Width*config.Height > reviewPhotoMaxPixels {
		return "", photoTooManyPx
	}
	return format, nil
}

// prepareReviewPhoto re-encodes one upload at every app width not above its own (or once at its
// own width when it is narrower than the smallest), largest first.
func prepareReviewPhoto(data []byte) ([]photoVariant, error) {
	format, err := checkPhoto(data)
	if err != nil {
		return nil, err
	}

	reviewPhotoSlot <- struct{}{}
	defer func() { <-reviewPhotoSlot }()

	decoded, err := decodePhoto(format, data)
	if err != nil {
		return nil, photoUnreadable
	}
	bounds := decoded.Bounds()
	sourceWidth := bounds.Dx()

	widths := []int{}
	for index := len(reviewPhotoWidths) - 1; index >= 0; index-- {
		if reviewPhotoWidths[index] <= sourceWidth {
			widths = append(widths, reviewPhotoWidths[index])
		}
	}
	if len(widths) == 0 {
		widths = []int{sourceWidth}
	}

	// Each smaller width is resized from the one before it: cheaper than from the original, and
	// the steps are never more than 2.4× so the filter keeps its quality.
	var current image.Image = decoded
	variants := make([]photoVariant, 0, len(widths))
	for _, width := range widths {
		if current.Bounds().Dx() != width {
			current = imaging.Resize(current, width, 0, imaging.CatmullRom)
		}
		data, err := encodeWebP(current, reviewPhotoQuality)
		if err != nil {
			return nil, fmt.Errorf("encoding a review photo at %d px: %w", width, err)
		}
		variants = append(variants, photoVariant{Width: width, Height: current.Bounds().Dy(), Data: data})
	}
	return variants, nil
}

// encodeWebP is the one WebP encoder of the host (review photos and the image proxy), so both
// spend the same effort per pixel.
func encodeWebP(picture image.Image, quality int) ([]byte, error) {
	var out bytes.Buffer
	if err := webp.Encode(&out, picture, webp.Options{Quality: quality, Method: reviewPhotoMethod}); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// readUpload reads at most reviewPhotoMaxBytes+1 bytes of an uploaded file.
func readUpload(file *filesystem.File) ([]byte, error) {
	reader, err := file.Reader.Open()
	if err != nil {
		return nil, err
	}
	defer reader.Close()
	return io.ReadAll(io.LimitReader(reader, reviewPhotoMaxBytes+1))
}

// reviewPhotoBindings sets $reviewPhotos in every hooks VM. prepare(file) returns
// [{ width, height, file }] (largest first; file is a *filesystem.File for a record's file field)
// or throws an Error whose message is one of the photoRefusal codes.
func reviewPhotoBindings(vm *goja.Runtime) {
	vm.Set("$reviewPhotos", map[string]any{
		"widths":   reviewPhotoWidths,
		"maxBytes": reviewPhotoMaxBytes,
		"prepare": func(file *filesystem.File) ([]map[string]any, error) {
			if file == nil {
				return nil, photoNotImage
			}
			data, err := readUpload(file)
			if err != nil {
				return nil, photoUnreadable
			}
			variants, err := prepareReviewPhoto(data)
			if err != nil {
				var refusal photoRefusal
				if errors.As(err, &refusal) {
					return nil, refusal
				}
				return nil, err
			}
			out := make([]map[string]any, 0, len(variants))
			for _, variant := range variants {
				stored, err := filesystem.NewFileFromBytes(variant.Data, fmt.Sprintf("photo-%d.webp", variant.Width))
				if err != nil {
					return nil, err
				}
				out = append(out, map[string]any{"width": variant.Width, "height": variant.Height, "file": stored})
			}
			return out, nil
		},
	})
}
