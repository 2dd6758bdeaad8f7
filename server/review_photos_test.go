package main

import (
	"bytes"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"image"
	"image/color"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
	"testing"

	"github.com/gen2brain/webp"
)

func testPicture(width, height int) *image.RGBA {
	picture := image.NewRGBA(image.Rect(0, 0, width, height))
	for y := 0; y < height; y++ {
		for x := 0; x < width; x++ {
			picture.Set(x, y, color.RGBA{uint8(x), uint8(y), 120, 255})
		}
	}
	return picture
}

// jpegWithExif is a camera-like JPEG: an APP1 Exif segment with an orientation, a GPS IFD and a
// recognisable marker, as a phone writes before the picture.
func jpegWithExif(t *testing.T, width, height int, orientation uint16, marker string) []byte {
	t.Helper()
	var encoded bytes.Buffer
	if err := jpeg.Encode(&encoded, testPicture(width, height), &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	tiff := new(bytes.Buffer)
	tiff.WriteString("MM\x00\x2a")
	binary.Write(tiff, binary.BigEndian, uint32(8))
	// IFD0: orientation and the GPS IFD's offset (8 + 2 + 2×12 + 4 = 38).
	binary.Write(tiff, binary.BigEndian, uint16(2))
	binary.Write(tiff, binary.BigEndian, []uint16{0x0112, 3})
	binary.Write(tiff, binary.BigEndian, uint32(1))
	binary.Write(tiff, binary.BigEndian, []uint16{orientation, 0})
	binary.Write(tiff, binary.BigEndian, []uint16{0x8825, 4})
	binary.Write(tiff, binary.BigEndian, []uint32{1, 38})
	binary.Write(tiff, binary.BigEndian, uint32(0))
	// GPS IFD: GPSLatitudeRef "N".
	binary.Write(tiff, binary.BigEndian, uint16(1))
	binary.Write(tiff, binary.BigEndian, []uint16{0x0001, 2})
	binary.Write(tiff, binary.BigEndian, uint32(2))
	tiff.WriteString("N\x00\x00\x00")
	binary.Write(tiff, binary.BigEndian, uint32(0))
	tiff.WriteString(marker)

	payload := append([]byte("Exif\x00\x00"), tiff.Bytes()...)
	segment := []byte{0xFF, 0xE1, 0, 0}
	binary.BigEndian.PutUint16(segment[2:], uint16(len(payload)+2))
	segment = append(segment, payload...)

	raw := encoded.Bytes()
	out := append([]byte{}, raw[:2]...)
	out = append(out, segment...)
	return append(out, raw[2:]...)
}

func variantWidths(variants []photoVariant) []int {
	widths := make([]int, len(variants))
	for index, variant := range variants {
		widths[index] = variant.Width
	}
	return widths
}

func TestReviewPhotoDropsExifAndGPS(t *testing.T) {
	const marker = "RIHLA-GPS-24.7136N-46.6753E"
	upload := jpegWithExif(t, 1700, 1000, 1, marker)
	if !bytes.Contains(upload, []byte(marker)) {
		t.Fatal("the test upload should carry the marker")
	}
	variants, err := prepareReviewPhoto(upload)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := variantWidths(variants), []int{1536, 1280, 1024, 768, 640, 320}; !equalInts(got, want) {
		t.Fatalf("widths %v, want %v", got, want)
	}
	for _, variant := range variants {
		for _, leaked := range []string{marker, "Exif", "EXIF", "XMP "} {
			if bytes.Contains(variant.Data, []byte(leaked)) {
				t.Fatalf("the %d px WebP still carries %q", variant.Width, leaked)
			}
		}
		if string(variant.Data[:4]) != "RIFF" || string(variant.Data[8:12]) != "WEBP" {
			t.Fatalf("the %d px variant is not a WebP file", variant.Width)
		}
		decoded, err := webp.Decode(bytes.NewReader(variant.Data))
		if err != nil {
			t.Fatal(err)
		}
		if decoded.Bounds().Dx() != variant.Width || decoded.Bounds().Dy() != variant.Height {
			t.Fatalf("the %d px variant decodes at %v", variant.Width, decoded.Bounds())
		}
	}
	if variants[0].Height != 904 { // 1000 × 1536 / 1700, rounded
		t.Fatalf("aspect ratio lost: 1536 × %d", variants[0].Height)
	}
}

func TestReviewPhotoTurnsAPhoneJPEGUpright(t *testing.T) {
	// Orientation 6: stored 600 × 400, shown rotated a quarter turn, 400 × 600.
	variants, err := prepareReviewPhoto(jpegWithExif(t, 600, 400, 6, ""))
	if err != nil {
		t.Fatal(err)
	}
	if got := variantWidths(variants); !equalInts(got, []int{320}) || variants[0].Height != 480 {
		t.Fatalf("got widths %v and height %d, want [320] and 480", got, variants[0].Height)
	}
}

func TestReviewPhotoFormats(t *testing.T) {
	var pngFile bytes.Buffer
	png.Encode(&pngFile, testPicture(700, 350))
	var webpFile bytes.Buffer
	if err := webp.Encode(&webpFile, testPicture(200, 100)); err != nil {
		t.Fatal(err)
	}
	heicFile, err := os.ReadFile("testdata/sample-400x300.heic")
	if err != nil {
		t.Fatal(err)
	}
	for name, test := range map[string]struct {
		data   []byte
		widths []int
	}{
		"png":                      {pngFile.Bytes(), []int{640, 320}},
		"webp narrower than 320px": {webpFile.Bytes(), []int{200}},
		"heic":                     {heicFile, []int{320}},
	} {
		variants, err := prepareReviewPhoto(test.data)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		if got := variantWidths(variants); !equalInts(got, test.widths) {
			t.Fatalf("%s: widths %v, want %v", name, got, test.widths)
		}
	}
}

func TestReviewPhotoRefusals(t *testing.T) {
	var gifFile bytes.Buffer
	gif.Encode(&gifFile, testPicture(20, 20), nil)
	// A PNG header that claims 20,000 × 20,000 pixels in a few bytes.
	var bomb bytes.Buffer
	png.Encode(&bomb, testPicture(2, 2))
	claimed := bomb.Bytes()
	binary.BigEndian.PutUint32(claimed[16:], 20000)
	binary.BigEndian.PutUint32(claimed[20:], 20000)
	binary.BigEndian.PutUint32(claimed[29:], crc32.ChecksumIEEE(claimed[12:29]))
	var truncated bytes.Buffer
	jpeg.Encode(&truncated, testPicture(300, 300), nil)

	for name, test := range map[string]struct {
		data []byte
		want photoRefusal
	}{
		"text":              {[]byte("%PDF-1.7 not a photo at all"), photoNotImage},
		"empty":             {nil, photoNotImage},
		"gif":               {gifFile.Bytes(), photoUnsupported},
		"avif":              {[]byte("\x00\x00\x00\x1cftypavif\x00\x00\x00\x00"), photoUnsupported},
		"pixel bomb":        {claimed, photoTooManyPx},
		"truncated jpeg":    {truncated.Bytes()[:200], photoUnreadable},
		"over the size cap": {append([]byte{0xFF, 0xD8, 0xFF}, make([]byte, reviewPhotoMaxBytes)...), photoTooLarge},
	} {
		_, err := prepareReviewPhoto(test.data)
		var refusal photoRefusal
		if !errors.As(err, &refusal) || refusal != test.want {
			t.Fatalf("%s: got %v, want %s", name, err, test.want)
		}
	}
}

// pngClaiming is a tiny PNG whose header claims width × height pixels.
func pngClaiming(width, height uint32) []byte {
	var file bytes.Buffer
	png.Encode(&file, testPicture(2, 2))
	claimed := file.Bytes()
	binary.BigEndian.PutUint32(claimed[16:], width)
	binary.BigEndian.PutUint32(claimed[20:], height)
	binary.BigEndian.PutUint32(claimed[29:], crc32.ChecksumIEEE(claimed[12:29]))
	return claimed
}

// A canvas under the pixel cap but with a side WebP cannot hold (16383 px) is refused from its
// header, before any decoding: a 320 × 150,000 PNG used to cost seconds and end in a generic error.
func TestReviewPhotoRefusesExtremeSides(t *testing.T) {
	for _, size := range [][2]uint32{{320, 150_000}, {1, 40_000_000}, {16_384, 1}, {1, 16_384}, {40_000_000, 1}} {
		_, err := prepareReviewPhoto(pngClaiming(size[0], size[1]))
		var refusal photoRefusal
		if !errors.As(err, &refusal) || refusal != photoTooManyPx {
			t.Fatalf("%d × %d: got %v, want %s", size[0], size[1], err, photoTooManyPx)
		}
	}
	// At the limit the header passes (this stand-in's pixels then fail to decode).
	_, err := prepareReviewPhoto(pngClaiming(16_383, 2))
	if !errors.Is(err, photoUnreadable) {
		t.Fatalf("16383 × 2: got %v, want %s", err, photoUnreadable)
	}
}

func equalInts(a, b []int) bool {
	if len(a) != len(b) {
		return false
	}
	for index := range a {
		if a[index] != b[index] {
			return false
		}
	}
	return true
}

// go test -tags nodynamic -run '^$' -bench ReviewPhoto12MP: what one phone photo costs (docs/scaling.md).
func BenchmarkReviewPhoto12MP(b *testing.B) {
	var encoded bytes.Buffer
	if err := jpeg.Encode(&encoded, testPicture(4032, 3024), &jpeg.Options{Quality: 85}); err != nil {
		b.Fatal(err)
	}
	if _, err := prepareReviewPhoto(encoded.Bytes()); err != nil { // compiles the WebAssembly once
		b.Fatal(err)
	}
	b.ResetTimer()
	for range b.N {
		if _, err := prepareReviewPhoto(encoded.Bytes()); err != nil {
			b.Fatal(err)
		}
	}
}
