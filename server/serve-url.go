package main

import (
	"net"
	"strings"
)

// The address the server serves on, handed to the hooks as RIHLA_SERVE_URL: when APP_URL is not
// set, links in mails and payment return pages use it (pb_hooks/lib/pages/public-address.js), never
// a request's Host header.

// serveURL is the base URL of a server listening on addr (PocketBase's --http or --https
// value), with the first certificate domain when it serves HTTPS for domains. local reports an
// address other machines cannot open (loopback, or no host at all).
func serveURL(addr string, https bool, domains []string, hostname func() (string, error)) (url string, local bool) {
	scheme := "http"
	if https {
		scheme = "https"
	}
	if https && len(domains) > 0 && domains[0] != "" {
		return scheme + "://" + domains[0], false
	}
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		host, port = addr, ""
	}
	if port == "http" || port == "https" || (port == "80" && !https) || (port == "443" && https) {
		port = ""
	}
	ip := net.ParseIP(host)
	switch {
	case host == "" || (ip != nil && ip.IsUnspecified()):
		// Listening on every interface: the machine's name is the best guess; APP_URL should say.
		name, err := hostname()
		if err != nil || name == "" {
			name = "localhost"
		}
		host, local = name, true
	case host == "localhost" || (ip != nil && ip.IsLoopback()):
		local = true
	}
	if strings.Contains(host, ":") {
		host = "[" + host + "]"
	}
	if port != "" {
		host += ":" + port
	}
	return scheme + "://" + host, local
}
