print("building")
